import type { JsonObject } from '@plumbline/engine';
import { arr, isObject, obj, str } from '../helpers.js';
import { matchSelector } from '../label-selector.js';
import { equivalentGroups, type ResourceMapper, type ResourceRef } from './resources.js';

/**
 * Which admission requests a policy or a binding applies to, as the API server decides it
 * (`k8s.io/apiserver/pkg/admission/plugin/policy/matching` and the webhook rule matcher it
 * uses): namespace selector, object selector, excluded resource rules, resource rules, with
 * `matchPolicy: Equivalent` trying the equivalent resources. Pure data in, verdict out.
 */

/** One admission request of the run: an object written by CREATE or UPDATE. */
export interface AdmissionRequest {
  operation: 'CREATE' | 'UPDATE';
  resource: ResourceRef;
  /** `''` for cluster-scoped resources. */
  namespace: string;
  name: string;
  object: JsonObject;
  oldObject: JsonObject | undefined;
}

/** Labels of a namespace of the run, or undefined when the namespace is not in the run. */
export type NamespaceLabels = (name: string) => Readonly<Record<string, unknown>> | undefined;

/**
 * The label the server sets on every namespace (`kubernetes.io/metadata.name`, since 1.21):
 * the one label known of a namespace that is not in the run.
 */
export const NAMESPACE_NAME_LABEL = 'kubernetes.io/metadata.name';

/** `rules.Matcher`: one rule with operations against a request. */
function ruleMatches(rule: JsonObject, request: AdmissionRequest, group: string, version: string): boolean {
  const has = (list: unknown, value: string): boolean => arr(list).some((v) => v === '*' || v === value);
  if (!has(rule.operations, request.operation)) return false;
  if (!has(rule.apiGroups, group)) return false;
  if (!has(rule.apiVersions, version)) return false;
  const resources = arr(rule.resources).filter((r): r is string => typeof r === 'string');
  // Objects are written to the main resource: no subresource here.
  const resourceMatch = resources.some(
    (r) => r === '*' || r === '*/*' || r === request.resource.resource || r === `${request.resource.resource}/*`,
  );
  if (!resourceMatch) return false;
  const scope = str(rule.scope) ?? '*';
  const isNamespace = request.resource.group === '' && request.resource.resource === 'namespaces';
  if (scope === 'Namespaced') return !isNamespace && request.namespace !== '';
  if (scope === 'Cluster') return isNamespace || request.namespace === '';
  return true;
}

/** A named rule: a rule plus `resourceNames` (empty: any name). */
function namedRuleMatches(rule: JsonObject, request: AdmissionRequest, group: string, version: string): boolean {
  if (!ruleMatches(rule, request, group, version)) return false;
  const names = arr(rule.resourceNames);
  return names.length === 0 || names.includes(request.name);
}

/** `matchesResourceRules`: the request's own resource, then (Equivalent) the equivalent ones. */
function resourceRulesMatch(rules: unknown, matchPolicy: unknown, request: AdmissionRequest, mapper: ResourceMapper): boolean {
  const list = arr(rules).filter(isObject);
  const { group, version } = request.resource;
  if (list.some((r) => namedRuleMatches(r, request, group, version))) return true;
  if (matchPolicy === 'Exact') return false;
  // Equivalent (the default): the same objects served under another version or group.
  const versions = mapper.otherVersions(group, request.resource.kind, version);
  for (const v of versions) if (list.some((r) => namedRuleMatches(r, request, group, v))) return true;
  for (const g of equivalentGroups(request.resource)) if (list.some((r) => namedRuleMatches(r, request, g, 'v1beta1'))) return true;
  return false;
}

function labelsOf(object: JsonObject | undefined): Readonly<Record<string, unknown>> {
  return obj(obj(object?.metadata).labels);
}

/**
 * `MatchNamespaceSelector`. A cluster-scoped request other than a Namespace always matches. A
 * namespace that is not in the run is known by the label the server gives every namespace
 * only (`kubernetes.io/metadata.name`): a selector that needs more does not match it.
 */
function namespaceMatches(selector: unknown, request: AdmissionRequest, namespaceLabels: NamespaceLabels): boolean {
  const isNamespace = request.resource.group === '' && request.resource.resource === 'namespaces';
  if (request.namespace === '' && !isNamespace) return true;
  if (selector === undefined || selector === null) return true;
  let labels: Readonly<Record<string, unknown>>;
  if (isNamespace) labels = labelsOf(request.object);
  else labels = namespaceLabels(request.namespace) ?? { [NAMESPACE_NAME_LABEL]: request.namespace };
  const verdict = matchSelector(selector, labels);
  return verdict === 'matches' || verdict === 'everything';
}

/** `MatchObjectSelector`: the object's labels or the old object's. */
function objectMatches(selector: unknown, request: AdmissionRequest): boolean {
  if (selector === undefined || selector === null) return true;
  const verdict = (labels: Readonly<Record<string, unknown>>): boolean => {
    const v = matchSelector(selector, labels);
    return v === 'matches' || v === 'everything';
  };
  if (verdict(labelsOf(request.object))) return true;
  return request.oldObject !== undefined && verdict(labelsOf(request.oldObject));
}

/**
 * Whether `matchResources` (a policy's `matchConstraints` or a binding's `matchResources`)
 * selects the request. An absent `resourceRules` list matches every resource (bindings);
 * policies must have one, which their validation requires.
 */
export function matchResources(
  criteria: unknown,
  request: AdmissionRequest,
  namespaceLabels: NamespaceLabels,
  mapper: ResourceMapper,
): boolean {
  const c = obj(criteria);
  if (!namespaceMatches(c.namespaceSelector, request, namespaceLabels)) return false;
  if (!objectMatches(c.objectSelector, request)) return false;
  if (resourceRulesMatch(c.excludeResourceRules, c.matchPolicy, request, mapper)) return false;
  if (!Array.isArray(c.resourceRules) || c.resourceRules.length === 0) return true;
  return resourceRulesMatch(c.resourceRules, c.matchPolicy, request, mapper);
}
