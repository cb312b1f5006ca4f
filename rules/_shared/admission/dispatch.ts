import type { FieldPath, JsonObject, PathSegment, SetResource } from '@plumbline/engine';
import { arr, isObject, obj, str } from '../helpers.js';
import { matchSelector } from '../label-selector.js';
import type { Activation, CompileResult, EvalResult, PolicyCel } from './evaluator.js';
import { matchResources, NAMESPACE_NAME_LABEL, type AdmissionRequest } from './match.js';
import { ResourceMapper } from './resources.js';
import { withWorkloadDefaults } from './workload-defaults.js';

/**
 * ValidatingAdmissionPolicy evaluated over the objects of a run, as the API server's
 * dispatcher does it (`k8s.io/apiserver/pkg/admission/plugin/policy/generic/policy_dispatcher.go`
 * and `.../policy/validating/dispatcher.go`, `validator.go`, v1.34.1): each policy whose
 * `matchConstraints` select the object, each of its bindings whose `matchResources` select it,
 * the binding's parameters, the policy's `matchConditions`, then its validations and audit
 * annotations. Configuration errors (a parameter not found with `Deny`, a namespaced
 * parameter for a cluster-scoped object) and expression errors go through the policy's
 * `failurePolicy`; failures are enforced through the binding's `validationActions`.
 */

export type ValidationAction = 'Deny' | 'Warn' | 'Audit';

export interface PolicyOutcome {
  /** The object the finding is about. */
  resource: SetResource;
  policy: SetResource;
  policyName: string;
  bindingName: string;
  kind: 'violation' | 'configError' | 'evalError' | 'ignored' | 'notEvaluable' | 'auditAnnotation';
  /** The binding's actions that enforce the finding (violations and failures under `failurePolicy: Fail`). */
  actions: readonly ValidationAction[];
  message: string;
  /** The expression concerned, as written. */
  expression?: string;
  /** The parameter object the evaluation used, `<namespace>/<name>`. */
  param?: string;
  /** Where the finding points on the object: the field the failed expression reads, when the object has it. */
  path: FieldPath;
  /**
   * Violations: the Status reason the server denies with, the validation's `reason` (`Invalid` when unset, as the
   * server's validator sets it). Failures carry none: the server's decision has no reason, so it denies as Invalid.
   */
  statusReason?: string;
}

/** The `request` variable's fields that no manifest holds: documented defaults, configurable. */
export interface RequestDefaults {
  userInfo: { username: string; uid?: string; groups: readonly string[]; extra?: Readonly<Record<string, readonly string[]>> };
  dryRun: boolean;
  /** The namespace of a namespaced object that names none (what `kubectl apply` without `-n` uses). */
  namespace: string;
}

export const DEFAULT_REQUEST: RequestDefaults = {
  userInfo: { username: 'plumbline', groups: ['system:authenticated'] },
  dryRun: false,
  namespace: 'default',
};

export interface DispatchInput {
  policies: readonly SetResource[];
  bindings: readonly SetResource[];
  namespaces: readonly SetResource[];
  crds: readonly SetResource[];
  /** Every object of the run (requests are made of them). */
  resources: readonly SetResource[];
  /** Objects of a kind in a group (`''` core), any version: parameter lookup. */
  ofKind: (kind: string, group: string) => readonly SetResource[];
  cel: PolicyCel;
  request: RequestDefaults;
  /** The object and stored object as the server's admission sees them (defaults applied). */
  admissionObjects: (resource: SetResource) => { object: JsonObject; oldObject: JsonObject | undefined };
}

const ACTIONS: readonly ValidationAction[] = ['Deny', 'Warn', 'Audit'];

function metaName(r: SetResource): string {
  return str(obj(r.object.metadata).name) ?? r.name ?? '';
}

/** A policy's expressions compiled once per run. */
interface CompiledPolicy {
  variables: { name: string; program: CompileResult }[];
  matchConditions: { name: string; expression: string; program: CompileResult }[];
  validations: {
    expression: string;
    program: CompileResult;
    message: string | undefined;
    messageExpression: CompileResult | undefined;
    reason: string | undefined;
    index: number;
  }[];
  auditAnnotations: { key: string; expression: string; program: CompileResult }[];
}

function compilePolicy(policy: SetResource, cel: PolicyCel): CompiledPolicy {
  const spec = obj(policy.object.spec);
  const params = isObject(spec.paramKind);
  const variableNames: string[] = [];
  const variables = arr(spec.variables)
    .filter(isObject)
    .map((v) => {
      const name = str(v.name) ?? '';
      // A variable sees the variables declared before it (composition), as the server compiles them.
      const program = cel.compile(str(v.expression) ?? '', { params, authorizer: true, variables: [...variableNames] });
      variableNames.push(name);
      return { name, program };
    });
  const full = { params, authorizer: true, variables: variableNames };
  return {
    variables,
    matchConditions: arr(spec.matchConditions)
      .filter(isObject)
      .map((c) => ({
        name: str(c.name) ?? '',
        expression: str(c.expression) ?? '',
        program: cel.compile(str(c.expression) ?? '', full),
      })),
    validations: arr(spec.validations)
      .filter(isObject)
      .map((v, index) => ({
        expression: str(v.expression) ?? '',
        program: cel.compile(str(v.expression) ?? '', full),
        message: str(v.message),
        messageExpression: typeof v.messageExpression === 'string' ? cel.compile(v.messageExpression, full) : undefined,
        reason: str(v.reason),
        index,
      })),
    auditAnnotations: arr(spec.auditAnnotations)
      .filter(isObject)
      .map((a) => ({
        key: str(a.key) ?? '',
        expression: str(a.valueExpression) ?? '',
        program: cel.compile(str(a.valueExpression) ?? '', full),
      })),
  };
}

function run(program: CompileResult, activation: Activation): EvalResult {
  if (!program.ok) return { ok: false, error: `compilation failed: ${program.error}` };
  return program.program.evaluate(activation);
}

/** The first `object.a.b…` chain an expression reads, cut to what the object has: where the finding points. */
export function pathFromExpression(expression: string, object: JsonObject): FieldPath {
  const m = /\bobject((?:\s*\.\s*[A-Za-z_][A-Za-z0-9_]*)+)/.exec(expression);
  if (!m) return [];
  const steps = m[1]!
    .split('.')
    .map((s) => s.trim())
    .filter(Boolean);
  const path: PathSegment[] = [];
  let node: unknown = object;
  for (const step of steps) {
    if (!isObject(node) || !Object.hasOwn(node, step)) break;
    path.push(step);
    node = node[step];
  }
  return path;
}

function uniqueActions(binding: SetResource): ValidationAction[] {
  const out: ValidationAction[] = [];
  for (const a of arr(obj(binding.object.spec).validationActions)) {
    if (ACTIONS.includes(a as ValidationAction) && !out.includes(a as ValidationAction)) out.push(a as ValidationAction);
  }
  return out;
}

/** The `request` variable (`admissionv1.AdmissionRequest` as CEL sees it). */
function requestVariable(r: AdmissionRequest, defaults: RequestDefaults): JsonObject {
  const gvk = { group: r.resource.group, version: r.resource.version, kind: r.resource.kind };
  const gvr = { group: r.resource.group, version: r.resource.version, resource: r.resource.resource };
  return {
    kind: gvk,
    resource: gvr,
    requestKind: gvk,
    requestResource: gvr,
    name: r.name,
    namespace: r.namespace,
    operation: r.operation,
    userInfo: { ...defaults.userInfo, groups: [...defaults.userInfo.groups] },
    dryRun: defaults.dryRun,
    options: { apiVersion: 'meta.k8s.io/v1', kind: r.operation === 'CREATE' ? 'CreateOptions' : 'UpdateOptions' },
  };
}

const requestVariables = new WeakMap<AdmissionRequest, JsonObject>();
/** One `request` value per request, shared by every policy's evaluation (and its CEL conversion). */
function requestVariableOf(r: AdmissionRequest, defaults: RequestDefaults): JsonObject {
  let known = requestVariables.get(r);
  if (!known) {
    known = requestVariable(r, defaults);
    requestVariables.set(r, known);
  }
  return known;
}

/**
 * Evaluates every policy of the input over every object of it, and returns what the API
 * server would decide, one outcome per finding.
 */
export function dispatchPolicies(input: DispatchInput): PolicyOutcome[] {
  const out: PolicyOutcome[] = [];
  if (input.policies.length === 0 || input.bindings.length === 0) return out;
  const mapper = new ResourceMapper(input.crds);
  const namespaces = new Map<string, SetResource>();
  for (const ns of input.namespaces) if (ns.name) namespaces.set(ns.name, ns);
  const namespaceLabels = (name: string): Readonly<Record<string, unknown>> | undefined => {
    const ns = namespaces.get(name);
    // The server sets `kubernetes.io/metadata.name` on every namespace.
    return ns ? { ...obj(obj(ns.object.metadata).labels), [NAMESPACE_NAME_LABEL]: name } : undefined;
  };
  const bindingsByPolicy = new Map<string, SetResource[]>();
  for (const b of input.bindings) {
    const name = str(obj(b.object.spec).policyName);
    if (!name) continue;
    const list = bindingsByPolicy.get(name) ?? [];
    list.push(b);
    bindingsByPolicy.set(name, list);
  }
  const seen = new Set<string>();
  const requests = new Map<SetResource, AdmissionRequest | null>();
  const requestOf = (r: SetResource): AdmissionRequest | undefined => {
    let request = requests.get(r);
    if (request === undefined) {
      const resource = mapper.resourceOf(r.apiVersion, r.kind);
      const objects = resource ? input.admissionObjects(r) : undefined;
      request =
        resource && objects
          ? {
              operation: objects.oldObject ? 'UPDATE' : 'CREATE',
              resource,
              namespace: resource.namespaced ? r.namespace || input.request.namespace : '',
              name: r.name ?? '',
              object: withWorkloadDefaults(objects.object, resource.group, resource.kind),
              oldObject: objects.oldObject && withWorkloadDefaults(objects.oldObject, resource.group, resource.kind),
            }
          : null;
      requests.set(r, request);
    }
    return request ?? undefined;
  };

  for (const policy of input.policies) {
    const policyName = metaName(policy);
    // Two definitions of one policy (overlays): the first counts, as one object would be stored.
    if (!policyName || seen.has(policyName)) continue;
    seen.add(policyName);
    const bindings = bindingsByPolicy.get(policyName);
    if (!bindings) continue;
    const spec = obj(policy.object.spec);
    const failurePolicy = spec.failurePolicy === 'Ignore' ? 'Ignore' : 'Fail';
    let compiled: CompiledPolicy | undefined;
    for (const resource of input.resources) {
      if (resource === policy) continue;
      const request = requestOf(resource);
      if (!request) continue;
      if (!matchResources(spec.matchConstraints, request, namespaceLabels, mapper)) continue;
      for (const binding of bindings) {
        const bspec = obj(binding.object.spec);
        if (isObject(bspec.matchResources) && !matchResources(bspec.matchResources, request, namespaceLabels, mapper)) continue;
        const actions = uniqueActions(binding);
        if (actions.length === 0) continue;
        const base = { resource, policy, policyName, bindingName: metaName(binding), actions };
        const failure = (message: string, kind: 'configError' | 'evalError', expression?: string, param?: string): void => {
          const outcome: PolicyOutcome = { ...base, kind: failurePolicy === 'Fail' ? kind : 'ignored', message, path: [] };
          if (expression !== undefined) {
            outcome.expression = expression;
            outcome.path = pathFromExpression(expression, resource.object);
          }
          if (param) outcome.param = param;
          out.push(outcome);
        };
        const params = collectParams(spec, bspec, request, input, mapper);
        if (params === 'unknown') {
          out.push({ ...base, kind: 'notEvaluable', message: notEvaluableParams(spec), path: [] });
          continue;
        }
        if (typeof params === 'string') {
          failure(`failed to configure binding: ${params}`, 'configError');
          continue;
        }
        compiled ??= compilePolicy(policy, input.cel);
        for (const param of params) {
          evaluateOne(compiled, request, param, input, namespaces, base, failure, out);
        }
      }
    }
  }
  return out;
}

function notEvaluableParams(spec: JsonObject): string {
  const pk = obj(spec.paramKind);
  return (
    `its paramKind ${str(pk.apiVersion) ?? ''}/${str(pk.kind) ?? ''} is neither a built-in kind nor defined by a ` +
    'CustomResourceDefinition of the run, and the run holds no object of it'
  );
}

/** Objects of a parameter kind, with an index by name: looked up once per request and binding. */
type ParamCandidates = SetResource[] & { byName: Map<string, SetResource[]> };
const paramIndexes = new WeakMap<DispatchInput, Map<string, ParamCandidates>>();
function paramIndex(input: DispatchInput, kind: string, group: string): ParamCandidates {
  let perInput = paramIndexes.get(input);
  if (!perInput) {
    perInput = new Map();
    paramIndexes.set(input, perInput);
  }
  let found = perInput.get(`${group}/${kind}`);
  if (!found) {
    const list = [...input.ofKind(kind, group)] as ParamCandidates;
    list.byName = new Map();
    for (const c of list) {
      if (c.name === undefined) continue;
      const same = list.byName.get(c.name);
      if (same) same.push(c);
      else list.byName.set(c.name, [c]);
    }
    perInput.set(`${group}/${kind}`, list);
    found = list;
  }
  return found;
}

/**
 * The parameter objects of a binding for a request (`collectParams`): `[null]` without
 * `paramKind`; the named or selected objects of the run; a string for a configuration
 * error; `'unknown'` when the parameter kind cannot be resolved offline.
 */
function collectParams(
  spec: JsonObject,
  bspec: JsonObject,
  request: AdmissionRequest,
  input: DispatchInput,
  mapper: ResourceMapper,
): (SetResource | null)[] | string | 'unknown' {
  if (!isObject(spec.paramKind)) return [null];
  const apiVersion = str(spec.paramKind.apiVersion);
  const kind = str(spec.paramKind.kind);
  if (!apiVersion || !kind) return 'paramKind is incomplete';
  const group = apiVersion.includes('/') ? apiVersion.slice(0, apiVersion.indexOf('/')) : '';
  const candidates = paramIndex(input, kind, group);
  const ref = mapper.paramResource(apiVersion, kind);
  if (!ref && candidates.length === 0) return 'unknown';
  const namespaced = ref ? ref.namespaced : candidates.some((c) => !!c.namespace);
  if (!isObject(bspec.paramRef)) return 'paramKind is set but the binding has no paramRef';
  const paramRef = bspec.paramRef;
  let namespace = '';
  if (namespaced) {
    namespace = str(paramRef.namespace) ?? '';
    if (namespace === '') namespace = request.namespace;
    if (namespace === '') return 'cannot use a namespaced paramRef in a policy binding that matches a cluster-scoped resource';
  }
  const inScope = (c: SetResource): boolean => !namespaced || (c.namespace || input.request.namespace) === namespace;
  let params: SetResource[];
  if (typeof paramRef.name === 'string' && paramRef.name !== '') {
    params = (candidates.byName.get(paramRef.name) ?? []).filter(inScope).slice(0, 1);
  } else if (isObject(paramRef.selector)) {
    const selector = paramRef.selector;
    params = candidates.filter((c) => {
      if (!inScope(c)) return false;
      const v = matchSelector(selector, obj(obj(c.object.metadata).labels));
      return v === 'matches' || v === 'everything';
    });
  } else return 'one of name or selector must be provided';
  if (params.length === 0 && paramRef.parameterNotFoundAction === 'Deny') {
    return 'no params found for policy binding with `Deny` parameterNotFoundAction';
  }
  return params;
}

function paramText(param: SetResource | null): string | undefined {
  if (!param) return undefined;
  return param.namespace ? `${param.namespace}/${param.name ?? ''}` : (param.name ?? '');
}

function evaluateOne(
  compiled: CompiledPolicy,
  request: AdmissionRequest,
  param: SetResource | null,
  input: DispatchInput,
  namespaces: ReadonlyMap<string, SetResource>,
  base: Pick<PolicyOutcome, 'resource' | 'policy' | 'policyName' | 'bindingName' | 'actions'>,
  failure: (message: string, kind: 'configError' | 'evalError', expression?: string, param?: string) => void,
  out: PolicyOutcome[],
): void {
  const paramName = paramText(param);
  const namespaceObject = request.namespace ? (namespaces.get(request.namespace)?.object ?? null) : null;
  const values = new Map<string, EvalResult>();
  const byName = new Map(compiled.variables.map((v) => [v.name, v.program] as const));
  const activation: Activation = {
    object: request.object,
    oldObject: request.oldObject ?? null,
    request: requestVariableOf(request, input.request),
    params: param ? param.object : null,
    namespaceObject,
    // Variables are evaluated lazily, once per evaluation, as the server's composition environment does.
    variable(name) {
      let result = values.get(name);
      if (!result) {
        const program = byName.get(name);
        result = program ? run(program, activation) : { ok: false, error: `no such variable: ${name}` };
        values.set(name, result);
      }
      return result;
    },
  };
  /** An evaluation that reached an `authorizer` check: reported as not evaluated, never guessed. */
  const notEvaluable = (result: EvalResult, expression: string): boolean => {
    if (result.ok || !result.notEvaluable) return false;
    out.push({
      ...base,
      kind: 'notEvaluable',
      message: `\`${expression.trim()}\` reaches an \`authorizer\` check, which needs the cluster's authorization`,
      expression,
      path: [],
      ...(paramName ? { param: paramName } : {}),
    });
    return true;
  };

  // matchConditions: any false skips the policy; an error goes through the failure policy.
  let conditionError: { expression: string; error: string } | undefined;
  for (const c of compiled.matchConditions) {
    const result = run(c.program, activation);
    if (notEvaluable(result, c.expression)) return;
    if (!result.ok) {
      conditionError ??= { expression: c.expression, error: result.error };
      continue;
    }
    if (result.value === false) return;
    if (result.value !== true) conditionError ??= { expression: c.expression, error: 'the expression did not evaluate to a bool' };
  }
  if (conditionError) {
    failure(
      `matchCondition \`${conditionError.expression.trim()}\` resulted in error: ${conditionError.error}`,
      'evalError',
      undefined,
      paramName,
    );
    return;
  }

  for (const v of compiled.validations) {
    const result = run(v.program, activation);
    if (notEvaluable(result, v.expression)) continue;
    if (!result.ok) {
      failure(`expression '${v.expression.trim()}' resulted in error: ${result.error}`, 'evalError', v.expression, paramName);
      continue;
    }
    if (result.value === true) continue;
    if (result.value !== false) {
      failure(`expression '${v.expression.trim()}' did not evaluate to a bool`, 'evalError', v.expression, paramName);
      continue;
    }
    let message = v.message && v.message.trim() !== '' ? v.message : `failed expression: ${v.expression.trim()}`;
    if (v.messageExpression) {
      // A messageExpression that fails, or gives an empty or multi-line string, leaves the static message.
      const m = run(v.messageExpression, activation);
      if (m.ok && typeof m.value === 'string' && m.value.trim() !== '' && !/[\r\n]/.test(m.value)) message = m.value.trim();
    }
    const outcome: PolicyOutcome = {
      ...base,
      kind: 'violation',
      message,
      expression: v.expression,
      // Placed on the object as written: defaults have no text.
      path: pathFromExpression(v.expression, base.resource.object),
      statusReason: v.reason ?? 'Invalid',
    };
    if (paramName) outcome.param = paramName;
    out.push(outcome);
  }

  for (const a of compiled.auditAnnotations) {
    const result = run(a.program, activation);
    if (notEvaluable(result, a.expression)) continue;
    if (!result.ok) {
      failure(`valueExpression '${a.expression.trim()}' resulted in error: ${result.error}`, 'evalError', a.expression, paramName);
      continue;
    }
    // null omits the annotation.
    if (result.value === null || result.value === undefined) continue;
    out.push({
      ...base,
      kind: 'auditAnnotation',
      message: `${a.key}=${typeof result.value === 'string' ? result.value : JSON.stringify(result.value)}`,
      expression: a.expression,
      path: [],
      ...(paramName ? { param: paramName } : {}),
    });
  }
}
