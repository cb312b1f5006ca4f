import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root and the `../shared` folder that CI places beside the clone. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const sharedDir = process.env.PLUMBLINE_SHARED_DIR ?? path.resolve(repoRoot, '../shared');

export function sharedPath(...parts: string[]): string {
  const p = path.join(sharedDir, ...parts);
  if (!existsSync(p)) throw new Error(`${p} not found: tests need ../shared beside the repository (or PLUMBLINE_SHARED_DIR)`);
  return p;
}

/** A fresh synthetic corpus of `docs` documents in `files` files, written by ../shared/bench/synthetic-gen.mjs into a temporary folder. */
export function syntheticCorpus(docs: number, files: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'plumbline-synthetic-'));
  execFileSync(
    process.execPath,
    [sharedPath('bench', 'synthetic-gen.mjs'), '--out', dir, '--docs', String(docs), '--files', String(files)],
    {
      stdio: 'ignore',
    },
  );
  return dir;
}
