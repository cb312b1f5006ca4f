import { labelSelectorProblems, type JsonObject, type PathSegment } from '@plumbline/engine';
import { arr, isObject } from '../_shared/helpers.js';
import type { Problems } from './_problems.js';

/**
 * `metav1validation.ValidateLabelSelector` as the pod-spec rules need it: keys, operators and
 * value counts always, label values unless `allowInvalidValues` (the server's
 * `AllowInvalidLabelValueInSelector`, set on updates whose stored object already had such values).
 * Returns whether any value was invalid, so that a rule can tell the stored object's state.
 */
export function checkLabelSelector(p: Problems | undefined, selector: unknown, path: PathSegment[], allowInvalidValues: boolean): boolean {
  let badValue = false;
  for (const problem of labelSelectorProblems(selector)) {
    const at = [...path, ...problem.path];
    const last = problem.path[problem.path.length - 1];
    const isValue = typeof last === 'number' && problem.path.includes('values');
    if (isValue || (problem.path[0] === 'matchLabels' && problem.message.startsWith('value '))) {
      badValue = true;
      if (allowInvalidValues) continue;
    }
    if (!p) continue;
    if (problem.reason === 'FieldValueRequired') p.required(at, problem.message);
    else if (problem.reason === 'FieldValueForbidden') p.forbidden(at, problem.message);
    // The server reports an unknown operator as Invalid ("not a valid selector operator").
    else p.invalid(at, valueAt(selector, problem.path), problem.message);
  }
  return badValue;
}

function valueAt(root: unknown, path: readonly (string | number | { key: string })[]): unknown {
  let v: unknown = root;
  for (const s of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string | number, unknown>)[typeof s === 'object' ? s.key : s];
  }
  return typeof v === 'object' ? undefined : v;
}

/**
 * The `matchLabelKeys` entries that the selector already names, as `ValidateMatchLabelKeysAndMismatchLabelKeys`
 * finds them: walking the selector's expressions after its `matchLabels` keys, an expression whose key is a
 * `matchLabelKeys` entry and was already seen is a clash (reported with the entry's last index). `mergedKeys` are the
 * keys of the expressions the Pod strategy appends from the pod's own labels before validation (a Pod on create).
 */
export function matchLabelKeyClashes(
  selector: JsonObject,
  matchLabelKeys: readonly string[],
  mergedKeys: readonly string[],
): { key: string; index: number }[] {
  const lastIndex = new Map<string, number>();
  matchLabelKeys.forEach((k, i) => lastIndex.set(k, i));
  const seen = new Set(Object.keys(isObject(selector.matchLabels) ? selector.matchLabels : {}));
  const expressionKeys = arr(selector.matchExpressions).map((e) => (isObject(e) && typeof e.key === 'string' ? e.key : ''));
  const out: { key: string; index: number }[] = [];
  for (const key of [...expressionKeys, ...mergedKeys]) {
    const index = lastIndex.get(key);
    if (index !== undefined && seen.has(key)) out.push({ key, index });
    seen.add(key);
  }
  return out;
}

/** The keys of `keys` that the pod's labels have (the strategy merges only those). */
export function labelledKeys(keys: readonly unknown[], podLabels: JsonObject | undefined): string[] {
  if (!podLabels) return [];
  return keys.filter((k): k is string => typeof k === 'string' && Object.prototype.hasOwnProperty.call(podLabels, k));
}
