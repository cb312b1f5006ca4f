import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { DEFAULT_DOCS_BASE_URL, docsUrlFor, parseText, toRange, type Diagnostic, type JsonObject } from '@plumbline/core';
import { UsageError } from '../formatters/index.js';
import type { FileResult } from '../formatters/types.js';
import { collectInputs, describeFsError, InputError, MANIFEST_EXTENSIONS, readInput, type IgnoreSet } from '../inputs.js';

/**
 * Update linting (`--old`, `--base`): the stored objects, indexed by identity (API group,
 * kind, namespace, name), so that each resource of the new files is validated as an
 * UPDATE of the stored resource with the same identity, wherever the file now lives.
 */

export const DELETED_RULE = 'update/resource-deleted';

export interface StoredResource {
  object: JsonObject;
  /** Where it was: file as shown, 0-based line. */
  file: string;
  line: number;
  character: number;
  inScope: boolean;
}

export class OldIndex {
  private readonly byIdentity = new Map<string, StoredResource>();
  private readonly matched = new Set<string>();

  add(object: JsonObject, where: Omit<StoredResource, 'object'>): void {
    const id = identity(object);
    if (id && !this.byIdentity.has(id)) this.byIdentity.set(id, { object, ...where });
  }

  get size(): number {
    return this.byIdentity.size;
  }

  /** The stored object for a new object, and marks it paired. */
  lookup = (object: JsonObject): JsonObject | undefined => {
    const id = identity(object);
    if (!id) return undefined;
    const stored = this.byIdentity.get(id);
    if (stored) this.matched.add(id);
    return stored?.object;
  };

  get pairedCount(): number {
    return this.matched.size;
  }

  /** Stored resources (in scope) that no new resource matched: deleted. */
  unmatched(): StoredResource[] {
    return [...this.byIdentity.entries()].filter(([id, r]) => r.inScope && !this.matched.has(id)).map(([, r]) => r);
  }
}

/** `group|kind|namespace|name`, or undefined when the object cannot be identified (no name). */
export function identity(object: JsonObject): string | undefined {
  const apiVersion = typeof object.apiVersion === 'string' ? object.apiVersion : '';
  const kind = typeof object.kind === 'string' ? object.kind : '';
  const metadata = (typeof object.metadata === 'object' && object.metadata !== null ? object.metadata : {}) as JsonObject;
  const name = typeof metadata.name === 'string' ? metadata.name : '';
  if (!kind || !name) return undefined;
  const namespace = typeof metadata.namespace === 'string' ? metadata.namespace : '';
  const slash = apiVersion.indexOf('/');
  const group = slash < 0 ? '' : apiVersion.slice(0, slash);
  return `${group}|${kind}|${namespace}|${name}`;
}

/** Adds every resource of a text (List documents expanded) to the index. */
export function indexText(index: OldIndex, text: string, file: string, inScope: boolean): void {
  const parsed = parseText(text);
  for (const doc of parsed.documents) {
    const value = doc.value;
    if (!value || typeof value !== 'object' || Array.isArray(value)) continue;
    const object = value as JsonObject;
    const pos = toRange(parsed.lineCounter, doc.offset).start;
    const kind = typeof object.kind === 'string' ? object.kind : '';
    if ((kind === 'List' || kind.endsWith('List')) && Array.isArray(object.items)) {
      for (const item of object.items) if (item && typeof item === 'object' && !Array.isArray(item)) index.add(item as JsonObject, { file, line: pos.line, character: pos.character, inScope });
    } else {
      index.add(object, { file, line: pos.line, character: pos.character, inScope });
    }
  }
}

/** `--old <file|dir>`: the stored objects from files. Problems with old paths are usage errors. */
export async function loadOldFromPaths(paths: readonly string[], cwd: string, ignores: readonly IgnoreSet[]): Promise<OldIndex> {
  const index = new OldIndex();
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
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['pipe', 'pipe', 'pipe'], maxBuffer: 1 << 30, ...(input !== undefined ? { input } : {}) });
}

/**
 * `--base <ref>`: the stored objects from every manifest file of the git revision (a
 * resource may have moved to another file). Resources of files under `scopePaths` that
 * have no counterpart are reported as deleted.
 */
export function loadOldFromGit(ref: string, cwd: string, scopePaths: readonly string[]): { index: OldIndex; root: string } {
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
    if (type === 'blob' && sha && MANIFEST_EXTENSIONS.has(path.extname(file).toLowerCase()) && !file.split('/').includes('node_modules')) blobs.push({ sha, file });
  }
  const scopes = scopePaths.map((p) => path.relative(root, path.resolve(cwd, p)).split(path.sep).join('/'));
  const inScope = (file: string): boolean => scopes.some((s) => s === '' || file === s || file.startsWith(`${s}/`));
  const index = new OldIndex();
  if (blobs.length === 0) return { index, root };
  // One `git cat-file --batch` for all blobs.
  const out = execFileSync('git', ['cat-file', '--batch'], { cwd: root, input: blobs.map((b) => b.sha).join('\n') + '\n', maxBuffer: 1 << 30 });
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

/** Info-level reports of stored resources that no longer exist, grouped by the file they were in. */
export function deletedResults(index: OldIndex, docsBaseUrl = DEFAULT_DOCS_BASE_URL): FileResult[] {
  const byFile = new Map<string, FileResult>();
  for (const stored of index.unmatched()) {
    let result = byFile.get(stored.file);
    if (!result) {
      result = { file: stored.file, diagnostics: [], resources: [], documentCount: 0, bytes: 0, sourceLines: {}, suppressed: 0, synthetic: true };
      byFile.set(stored.file, result);
    }
    const metadata = (stored.object.metadata ?? {}) as JsonObject;
    const what = `${String(stored.object.kind)} ${metadata.namespace ? `${String(metadata.namespace)}/` : ''}${String(metadata.name)}`;
    const diagnostic: Diagnostic = {
      ruleId: DELETED_RULE,
      messageId: 'deleted',
      severity: 'info',
      message: `\`${what}\` (${String(stored.object.apiVersion)}) is no longer in the new manifests: applying them does not delete it, pruning would.`,
      path: '',
      pathSegments: [],
      reason: 'FieldValueInvalid',
      range: { start: { line: stored.line, character: stored.character }, end: { line: stored.line, character: stored.character } },
      ...(docsUrlFor(docsBaseUrl, DELETED_RULE) ? { docsUrl: docsUrlFor(docsBaseUrl, DELETED_RULE)! } : {}),
    };
    result.diagnostics.push(diagnostic);
  }
  return [...byFile.values()];
}
