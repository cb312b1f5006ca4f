import { labelSelectorProblems, type PathSegment } from '@plumbline/engine';
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
