import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { getEngine, type JsonObject, type ValidateOptions } from '@plumbline/core';
import {
  collectInputs,
  describeFsError,
  indexText,
  InputError,
  MANIFEST_EXTENSIONS,
  readInput,
  StoredObjectIndex,
  type IgnoreSet,
} from '@plumbline/host';
import { UsageError } from '../formatters/index.js';
import type { FileResult } from '../formatters/types.js';

/**
 * Update linting (`--old`, `--base`): the stored objects from files or a git revision, in
 * the host's `StoredObjectIndex`, so that each resource of the new files is validated as an
 * UPDATE of the stored resource with the same identity, wherever the file now lives.
 */

export const DELETED_RULE = 'update/resource-deleted';

/** `--old <file|dir>`: the stored objects from files. Problems with old paths are usage errors. */
export async function loadOldFromPaths(paths: readonly string[], cwd: string, ignores: readonly IgnoreSet[]): Promise<StoredObjectIndex> {
  const index = new StoredObjectIndex();
  const { files, problems } = await collectInputs(paths, { cwd, ignores });
  if (problems[0]) throw new UsageError(`--old ${problems[0].path}: ${problems[0].message}`);
  for (const file of files) {
    let text: string;
    try {
      text = readInput(file);
    } catch (error) {
      throw new UsageError(`--old ${file.display}: ${error instanceof InputError ? error.message : describeFsError(error)}`);
    }
    indexText(index, text, file.display, true);
  }
  return index;
}

function git(cwd: string, args: string[], input?: string): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    stdio: ['pipe', 'pipe', 'pipe'],
    maxBuffer: 1 << 30,
    ...(input !== undefined ? { input } : {}),
  });
}

/**
 * `--base <ref>`: the stored objects from every manifest file of the git revision (a
 * resource may have moved to another file). Resources of files under `scopePaths` that
 * have no counterpart are reported as deleted.
 */
export function loadOldFromGit(ref: string, cwd: string, scopePaths: readonly string[]): { index: StoredObjectIndex; root: string } {
  let root: string;
  try {
    root = git(cwd, ['rev-parse', '--show-toplevel']).trim();
  } catch {
    throw new UsageError(`--base ${ref}: ${cwd} is not inside a git repository`);
  }
  const verify = spawnSync('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], { cwd, encoding: 'utf8' });
  if (verify.status !== 0) throw new UsageError(`--base ${ref}: no such git revision`);
  const commit = verify.stdout.trim();
  const listing = git(root, ['ls-tree', '-r', '-z', '--full-tree', commit]);
  const blobs: { sha: string; file: string }[] = [];
  for (const entry of listing.split('\0')) {
    if (!entry) continue;
    const tab = entry.indexOf('\t');
    const [, type, sha] = entry.slice(0, tab).split(' ');
    const file = entry.slice(tab + 1);
    if (type === 'blob' && sha && MANIFEST_EXTENSIONS.has(path.extname(file).toLowerCase()) && !file.split('/').includes('node_modules'))
      blobs.push({ sha, file });
  }
  const scopes = scopePaths.map((p) => path.relative(root, path.resolve(cwd, p)).split(path.sep).join('/'));
  const inScope = (file: string): boolean => scopes.some((s) => s === '' || file === s || file.startsWith(`${s}/`));
  const index = new StoredObjectIndex();
  if (blobs.length === 0) return { index, root };
  // One `git cat-file --batch` for all blobs.
  const out = execFileSync('git', ['cat-file', '--batch'], {
    cwd: root,
    input: blobs.map((b) => b.sha).join('\n') + '\n',
    maxBuffer: 1 << 30,
  });
  let pos = 0;
  for (const blob of blobs) {
    const headerEnd = out.indexOf(0x0a, pos);
    const header = out.subarray(pos, headerEnd).toString('utf8').split(' ');
    const size = Number(header[2]);
    const body = out.subarray(headerEnd + 1, headerEnd + 1 + size);
    pos = headerEnd + 1 + size + 1;
    if (body.subarray(0, 8192).includes(0)) continue;
    const shown = path.relative(cwd, path.join(root, blob.file)) || blob.file;
    indexText(index, body.toString('utf8'), `${ref}:${shown}`, inScope(blob.file));
  }
  return { index, root };
}

/**
 * Reports of stored resources that no longer exist (`update/resource-deleted`), grouped
 * by the file they were in. Made by the engine like every finding, so that the rule's
 * configuration (`off`, a severity) applies.
 */
export function deletedResults(index: StoredObjectIndex, options: ValidateOptions = {}): FileResult[] {
  const engine = getEngine();
  const byFile = new Map<string, FileResult>();
  for (const stored of index.unmatched()) {
    const metadata = (stored.object.metadata ?? {}) as JsonObject;
    const resource = `${String(stored.object.kind)} ${metadata.namespace ? `${String(metadata.namespace)}/` : ''}${String(metadata.name)}`;
    const diagnostic = engine.diagnostic(
      DELETED_RULE,
      { messageId: 'deleted', path: [], data: { resource, apiVersion: String(stored.object.apiVersion) } },
      options,
    );
    if (!diagnostic) continue;
    diagnostic.range = {
      start: { line: stored.line, character: stored.character },
      end: { line: stored.line, character: stored.character },
    };
    let result = byFile.get(stored.file);
    if (!result) {
      result = {
        file: stored.file,
        diagnostics: [],
        resources: [],
        documentCount: 0,
        bytes: 0,
        sourceLines: {},
        suppressed: 0,
        synthetic: true,
      };
      byFile.set(stored.file, result);
    }
    result.diagnostics.push(diagnostic);
  }
  return [...byFile.values()];
}
