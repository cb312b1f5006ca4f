import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { JsonObject } from '@plumbline/engine';
import { LineCounter, parseAllDocuments } from 'yaml';
import { describeFsError } from './inputs.js';

/**
 * Where the CustomResourceDefinitions of a run come from, read from files: CRD objects in
 * YAML or JSON manifests (`--crds`, `customResourceDefinitions:` of `.plumbline.yaml`, and
 * the run's own inputs), and JSON schemas in kubeconform's catalog layout
 * (`{group}/{kind}_{version}.json`). Plain data: the gates hand it to the core's
 * `customResourceCatalog` (and the CLI to its worker threads, which build their own).
 */
export interface CustomResourceSources {
  crds: JsonObject[];
  jsonSchemas: JsonSchemaSource[];
}

/** One file of a kubeconform schema catalog. */
export interface JsonSchemaSource {
  group: string;
  /** As the file names it (lower case). */
  kind: string;
  version: string;
  schema: JsonObject;
  /** The file, for messages. */
  origin: string;
}

export interface CrdLoadProblem {
  path: string;
  line?: number;
  message: string;
}

const KUBECONFORM_FILE = /^([A-Za-z0-9-]+)_(v\d+(?:(?:alpha|beta)\d+)?)\.json$/;
const SKIPPED = new Set(['.git', 'node_modules']);

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function emptySources(): CustomResourceSources {
  return { crds: [], jsonSchemas: [] };
}

/** The CRD objects of a manifest text (documents, and items of List documents); a YAML error is a problem of the file. */
export function crdsInText(text: string, file: string, problems: CrdLoadProblem[]): JsonObject[] {
  const out: JsonObject[] = [];
  const lineCounter = new LineCounter();
  for (const doc of parseAllDocuments(text, { lineCounter, prettyErrors: false })) {
    if (doc.errors.length > 0) {
      const error = doc.errors[0]!;
      problems.push({
        path: file,
        line: lineCounter.linePos(error.pos[0]).line,
        message: `not valid YAML: ${error.message.split('\n')[0]}`,
      });
      continue;
    }
    const value: unknown = doc.toJS({ maxAliasCount: 1000 });
    const items =
      isObject(value) && Array.isArray(value.items) && typeof value.kind === 'string' && value.kind.endsWith('List')
        ? value.items
        : [value];
    for (const item of items) if (isObject(item) && isCrd(item)) out.push(item);
  }
  return out;
}

export function isCrd(object: JsonObject): boolean {
  return (
    object.kind === 'CustomResourceDefinition' &&
    typeof object.apiVersion === 'string' &&
    object.apiVersion.startsWith('apiextensions.k8s.io/')
  );
}

/**
 * Reads CRDs from files and folders. A folder is walked: `.yaml`/`.yml`/`.json` manifests give
 * their CRD objects, and a `.json` file at `{group}/{kind}_{version}.json` that is not a
 * manifest is a kubeconform schema. A path that does not exist or cannot be read is a problem.
 */
export function loadCustomResourceSources(
  paths: readonly string[],
  baseDir: string,
  into = emptySources(),
): { sources: CustomResourceSources; problems: CrdLoadProblem[] } {
  const problems: CrdLoadProblem[] = [];
  for (const given of paths) {
    const absolute = path.resolve(baseDir, given);
    let isDir: boolean;
    try {
      isDir = statSync(absolute).isDirectory();
    } catch (error) {
      problems.push({ path: given, message: `cannot read the CRDs: ${describeFsError(error)}` });
      continue;
    }
    if (isDir) walk(absolute, given, into, problems);
    else readFile(absolute, given, into, problems);
  }
  return { sources: into, problems };
}

function walk(dir: string, display: string, into: CustomResourceSources, problems: CrdLoadProblem[]): void {
  const stack: [string, string][] = [[dir, display]];
  while (stack.length > 0) {
    const [current, shown] = stack.pop()!;
    let entries;
    try {
      entries = readdirSync(current, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
    } catch (error) {
      problems.push({ path: shown, message: `cannot read the folder: ${describeFsError(error)}` });
      continue;
    }
    for (let i = entries.length - 1; i >= 0; i--) {
      const entry = entries[i]!;
      if (entry.name.startsWith('.') || SKIPPED.has(entry.name)) continue;
      const full = path.join(current, entry.name);
      const fullShown = path.join(shown, entry.name);
      if (entry.isDirectory()) stack.push([full, fullShown]);
      else if (/\.(ya?ml|json)$/.test(entry.name)) readFile(full, fullShown, into, problems);
    }
  }
}

function readFile(file: string, display: string, into: CustomResourceSources, problems: CrdLoadProblem[]): void {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    problems.push({ path: display, message: `cannot read the file: ${describeFsError(error)}` });
    return;
  }
  const match = KUBECONFORM_FILE.exec(path.basename(file));
  if (match && file.endsWith('.json')) {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      problems.push({ path: display, message: `not valid JSON: ${(error as Error).message}` });
      return;
    }
    if (isObject(value) && value.kind === undefined && value.apiVersion === undefined) {
      const group = path.basename(path.dirname(file));
      into.jsonSchemas.push({ group, kind: match[1]!, version: match[2]!, schema: value, origin: `JSON schema ${display}` });
      return;
    }
  }
  if (!text.includes('CustomResourceDefinition')) return;
  for (const crd of crdsInText(text, display, problems)) into.crds.push(crd);
}

/**
 * Keeps the CRDs of a text under a key (a file, an open document) in `by`; true when they changed. The editor
 * uses it for the workspace's files and for its open documents.
 */
export function updateCrdsOf(by: Map<string, { objects: JsonObject[]; key: string }>, id: string, text: string, file: string): boolean {
  const objects = text.includes('CustomResourceDefinition') ? crdsInText(text, file, []) : [];
  const key = objects.length > 0 ? JSON.stringify(objects) : '';
  const before = by.get(id)?.key ?? '';
  if (objects.length > 0) by.set(id, { objects, key });
  else by.delete(id);
  return key !== before;
}
