import { labelSelectorProblems, type ErrorReason, type FieldPath } from '@plumbline/engine';
import { arr, isObject, obj } from '../helpers.js';

/**
 * `validateMatchResources` and the rule checks of `pkg/apis/admissionregistration/validation`
 * (v1.34.1), shared by policies (`spec.matchConstraints`) and bindings (`spec.matchResources`).
 */
export interface MatchProblem {
  path: FieldPath;
  reason: ErrorReason;
  /** What is wrong, as the end of a sentence that names the field. */
  problem: string;
}

const OPERATIONS = ['CREATE', 'UPDATE', 'DELETE', 'CONNECT', '*'];
const SCOPES = ['Cluster', 'Namespaced', '*'];

/** A list that must not be empty and where `*` stands alone (`apiGroups`, `apiVersions`, `operations`). */
function starList(list: unknown, path: FieldPath, what: string, out: MatchProblem[]): string[] {
  const items = arr(list);
  if (items.length === 0) {
    out.push({ path, reason: 'FieldValueRequired', problem: 'is missing or empty' });
    return [];
  }
  const strings = items.filter((v): v is string => typeof v === 'string');
  if (strings.includes('*') && strings.length > 1)
    out.push({ path, reason: 'FieldValueInvalid', problem: `holds \`*\` and other ${what}; with \`*\` it must hold nothing else` });
  return strings;
}

function validateRule(rule: Record<string, unknown>, path: FieldPath, out: MatchProblem[]): void {
  starList(rule.apiGroups, [...path, 'apiGroups'], 'API groups', out);
  const versions = starList(rule.apiVersions, [...path, 'apiVersions'], 'API versions', out);
  versions.forEach((v, i) => {
    if (v === '') out.push({ path: [...path, 'apiVersions', i], reason: 'FieldValueRequired', problem: 'is empty' });
  });
  const operations = starList(rule.operations, [...path, 'operations'], 'operations', out);
  operations.forEach((op, i) => {
    if (!OPERATIONS.includes(op))
      out.push({
        path: [...path, 'operations', i],
        reason: 'FieldValueNotSupported',
        problem: `is "${op}"; supported: ${OPERATIONS.join(', ')}`,
      });
  });
  const resources = arr(rule.resources);
  if (resources.length === 0) out.push({ path: [...path, 'resources'], reason: 'FieldValueRequired', problem: 'is missing or empty' });
  const plain = resources.filter((r): r is string => typeof r === 'string');
  plain.forEach((r, i) => {
    const at = [...path, 'resources', i];
    if (r === '') out.push({ path: at, reason: 'FieldValueRequired', problem: 'is empty' });
    else if (r.split('/').length > 2)
      out.push({ path: at, reason: 'FieldValueInvalid', problem: `is "${r}"; a resource has at most one subresource` });
  });
  if (plain.includes('*') && plain.some((r) => r !== '*' && !r.includes('/')))
    out.push({
      path: [...path, 'resources'],
      reason: 'FieldValueInvalid',
      problem: 'holds `*` and other resources without subresources; with `*` it must hold no other resource',
    });
  if (plain.includes('*/*') && plain.length > 1)
    out.push({
      path: [...path, 'resources'],
      reason: 'FieldValueInvalid',
      problem: 'holds `*/*` and other resources; with `*/*` it must hold nothing else',
    });
  if (rule.scope !== undefined && rule.scope !== null && !SCOPES.includes(rule.scope as string))
    out.push({
      path: [...path, 'scope'],
      reason: 'FieldValueNotSupported',
      problem: `is "${String(rule.scope)}"; supported: ${SCOPES.join(', ')}`,
    });
}

/** Problems of a `MatchResources`; `requireRules` for a policy's `matchConstraints`. */
export function matchResourcesProblems(value: unknown, path: FieldPath, requireRules: boolean): MatchProblem[] {
  const out: MatchProblem[] = [];
  const m = obj(value);
  for (const field of ['namespaceSelector', 'objectSelector'] as const) {
    if (!isObject(m[field])) continue;
    for (const p of labelSelectorProblems(m[field]))
      out.push({ path: [...path, field, ...p.path], reason: p.reason ?? 'FieldValueInvalid', problem: p.message });
  }
  if (m.matchPolicy !== undefined && m.matchPolicy !== null && m.matchPolicy !== 'Exact' && m.matchPolicy !== 'Equivalent')
    out.push({
      path: [...path, 'matchPolicy'],
      reason: 'FieldValueNotSupported',
      problem: `is "${String(m.matchPolicy)}"; supported: Exact, Equivalent`,
    });
  const rules = arr(m.resourceRules);
  if (requireRules && rules.length === 0)
    out.push({ path: [...path, 'resourceRules'], reason: 'FieldValueRequired', problem: 'is missing or empty' });
  rules.forEach((r, i) => validateRule(obj(r), [...path, 'resourceRules', i], out));
  arr(m.excludeResourceRules).forEach((r, i) => validateRule(obj(r), [...path, 'excludeResourceRules', i], out));
  return out;
}
