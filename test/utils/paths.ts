import { existsSync } from 'node:fs';
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
