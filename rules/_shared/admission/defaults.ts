import { isObject } from '../helpers.js';

/**
 * `SetDefaults_MatchResources` and `SetDefaults_Rule` (`pkg/apis/admissionregistration/v1/defaults.go`):
 * selectors match everything, `matchPolicy` is Equivalent, each rule's `scope` is `*`. A policy's
 * `matchConstraints` and a binding's `matchResources` get the same defaults.
 */
export function defaultMatchResources(m: Record<string, unknown>): void {
  m.namespaceSelector ??= {};
  m.objectSelector ??= {};
  m.matchPolicy ??= 'Equivalent';
  for (const list of [m.resourceRules, m.excludeResourceRules]) {
    if (!Array.isArray(list)) continue;
    for (const rule of list) if (isObject(rule)) rule.scope ??= '*';
  }
}
