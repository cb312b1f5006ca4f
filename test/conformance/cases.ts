import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getEngine, type Diagnostic, type JsonObject } from '@plumbline/core';
import { sharedPath } from '../utils/paths.js';

/** One line of `../shared/conformance/public.jsonl`: the real v1.34 API server's answer. */
export interface ConformanceCase {
  id: string;
  kind: string;
  intent: 'valid' | 'invalid';
  operation: 'CREATE' | 'UPDATE';
  subresource?: 'status';
  object: JsonObject;
  oldObject?: JsonObject;
  featureGates?: Record<string, boolean>;
  target?: string;
  expectWarning?: boolean;
  specDiffers?: string;
  decidedOutsideValidation?: string;
  noWritePath?: boolean;
  note?: string;
  /** Own cases (test/conformance/own.jsonl): the server function the answer was read from. */
  source?: string;
  server: {
    allowed: boolean;
    errors: { type: string; field: string; detail: string }[];
    warnings?: string[];
    unknownFields?: string[];
    decodeError?: string;
  };
}

export function readCases(file: string): ConformanceCase[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as ConformanceCase);
}

export function loadCases(): ConformanceCase[] {
  return readCases(sharedPath('conformance', 'public.jsonl'));
}

/**
 * The project's own cases (`own.jsonl`, ids `own.*`), in the same format: verdicts read from
 * the Kubernetes v1.34.1 source (each case names the function in `source`) where a real
 * repository met a difference the shared file does not cover.
 */
export function loadOwnCases(): ConformanceCase[] {
  return readCases(fileURLToPath(new URL('./own.jsonl', import.meta.url)));
}

/**
 * Whether the case's kind is built: the object's kind (or a List's item kind) is a
 * registered kind, or the case is about what the core itself decides (apiVersion,
 * kind, lists, built-in groups).
 */
export function isCovered(c: ConformanceCase): boolean {
  const engine = getEngine();
  const kind = typeof c.object.kind === 'string' ? c.object.kind : undefined;
  if (typeof c.object.apiVersion !== 'string' || kind === undefined || kind === 'List') return true;
  if (engine.registry.find(kind).length > 0) return true;
  if (kind.endsWith('List') && engine.registry.find(kind.slice(0, -4)).length > 0) return true;
  // A kind the core answers for without a kind module: unknown kinds in built-in groups.
  const resolved = engine.resolve(c.object);
  return resolved?.resolution.status === 'unknown-builtin-kind';
}

/** Case ids each rule's docs declare as a known difference from the server, with the reason. */
export function documentedDifferences(): Map<string, { ruleId: string; reason: string }> {
  const out = new Map<string, { ruleId: string; reason: string }>();
  for (const rule of getEngine().rules) {
    for (const difference of rule.meta.docs.serverDifferences ?? []) {
      for (const id of difference.cases) out.set(id, { ruleId: rule.id, reason: difference.reason });
    }
  }
  return out;
}

export function errorFields(diagnostics: readonly Diagnostic[]): string[] {
  return [...new Set(diagnostics.filter((d) => d.severity === 'error').map((d) => d.path))].sort();
}
