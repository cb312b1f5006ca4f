import { createSetRule, type Severity } from '@plumbline/engine';
import { policyCel } from '../_shared/admission/cel-evaluator.js';
import {
  DEFAULT_REQUEST,
  dispatchPolicies,
  type PolicyOutcome,
  type RequestDefaults,
  type ValidationAction,
} from '../_shared/admission/dispatch.js';
import { isObject, obj } from '../_shared/helpers.js';

const ACTION_SEVERITY: Readonly<Record<ValidationAction, Severity>> = { Deny: 'error', Warn: 'warning', Audit: 'info' };

/** The strongest of the binding's actions decides the severity: Deny → error, Warn → warning, Audit → info. */
function severityOf(outcome: PolicyOutcome): Severity {
  if (outcome.kind === 'ignored' || outcome.kind === 'notEvaluable' || outcome.kind === 'auditAnnotation') return 'info';
  for (const action of ['Deny', 'Warn', 'Audit'] as const) if (outcome.actions.includes(action)) return ACTION_SEVERITY[action];
  return 'info';
}

function verbOf(outcome: PolicyOutcome): string {
  if (outcome.actions.includes('Deny')) return 'denies the request';
  if (outcome.actions.includes('Warn')) return 'warns';
  return 'records an audit failure';
}

/** `settings.cluster.admissionRequest` over the documented defaults. */
function requestDefaults(cluster: object): RequestDefaults {
  const given = obj((cluster as { admissionRequest?: unknown }).admissionRequest);
  const user = obj(given.userInfo);
  return {
    userInfo: {
      username: typeof user.username === 'string' ? user.username : DEFAULT_REQUEST.userInfo.username,
      ...(typeof user.uid === 'string' ? { uid: user.uid } : {}),
      groups: Array.isArray(user.groups) ? user.groups.filter((g): g is string => typeof g === 'string') : DEFAULT_REQUEST.userInfo.groups,
      ...(isObject(user.extra) ? { extra: user.extra as Record<string, string[]> } : {}),
    },
    dryRun: typeof given.dryRun === 'boolean' ? given.dryRun : DEFAULT_REQUEST.dryRun,
    namespace: typeof given.namespace === 'string' && given.namespace !== '' ? given.namespace : DEFAULT_REQUEST.namespace,
  };
}

export default createSetRule({
  id: 'policy/admission-policy',
  meta: {
    kinds: ['*'],
    type: 'reference',
    family: true,
    // Policies decide what they match: every kind of the run is read.
    reads: ['*'],
    severity: 'error',
    messages: {
      violated:
        "ValidatingAdmissionPolicy '{{policy}}' with binding '{{binding}}' {{verb}}: {{message}} " +
        '(expression `{{expression}}`{{param}}; validationActions {{actions}}).',
      failed:
        "ValidatingAdmissionPolicy '{{policy}}' with binding '{{binding}}' {{verb}}: {{message}} " +
        '(failurePolicy Fail{{param}}; validationActions {{actions}}).',
      ignored: "ValidatingAdmissionPolicy '{{policy}}' with binding '{{binding}}' failed, and failurePolicy Ignore admits: {{message}}.",
      notEvaluable: "ValidatingAdmissionPolicy '{{policy}}' with binding '{{binding}}' is not evaluated offline: {{message}}.",
      auditAnnotation:
        "ValidatingAdmissionPolicy '{{policy}}' with binding '{{binding}}' adds the audit annotation {{policy}}/{{message}}.",
    },
    docs: {
      description: 'Enforce the ValidatingAdmissionPolicies and bindings of the run on the objects they select',
      spec: { doc: 'part1', section: 'Shared conventions' },
      details:
        'A rule family: each policy reports under its own id, `policy/<policy-name>`, which configuration can set (`policy/<name>: off`, ' +
        "or a severity); this rule's id sets them all. It runs when several files are checked together (the CLI over a " +
        "repository, the editor over the workspace, the webhook with the policies of its configuration), as the API server's " +
        'admission plugin does (`k8s.io/apiserver/pkg/admission/plugin/policy/validating` and `.../policy/generic`, v1.34.1): each ' +
        'ValidatingAdmissionPolicy whose `matchConstraints` select an object, through each binding whose `matchResources` select it ' +
        '(resource rules with the built-in resource names and the plural names of the CustomResourceDefinitions of the run, ' +
        '`excludeResourceRules`, `namespaceSelector` against the Namespaces of the run, `objectSelector`, `matchPolicy`), with the ' +
        "binding's parameters (`paramRef` by name or selector, in the run), the policy's `matchConditions`, `variables`, " +
        '`validations` and `auditAnnotations`.\n\n' +
        "The binding's `validationActions` give the severity: `Deny` an error, `Warn` a warning, `Audit` an info. Configuration " +
        'errors (a parameter not found with `parameterNotFoundAction: Deny`) and expression errors deny under `failurePolicy: Fail` ' +
        '(through the same actions) and are reported as info under `Ignore`. Audit annotations are reported as info.\n\n' +
        'Offline, some inputs are not known: a namespace that is not in the run is taken to carry only the ' +
        '`kubernetes.io/metadata.name` label the server gives every namespace; a namespaced object without a namespace is taken to be ' +
        'in `default`; the `request` variable takes the user `plumbline` in group `system:authenticated` (set ' +
        '`settings.cluster.admissionRequest` to change them); an expression that reads `authorizer` is reported as not evaluated ' +
        '(info), never guessed. Objects are created (`request.operation` CREATE) unless the run checks updates (`lint --base` or ' +
        "`--old`, the webhook's UPDATE requests): then `oldObject` is the stored object and the operation is UPDATE. See " +
        '[admission policies](../../admission-policies.md).',
    },
  },
  checkSet(ctx) {
    const group = ctx.group('admissionregistration');
    const policies = ctx.ofKind('ValidatingAdmissionPolicy', group);
    if (policies.length === 0) return;
    const outcomes = dispatchPolicies({
      policies,
      bindings: ctx.ofKind('ValidatingAdmissionPolicyBinding', group),
      namespaces: ctx.ofKind('Namespace', ''),
      crds: ctx.ofKind('CustomResourceDefinition', ctx.group('apiextensions')),
      resources: ctx.resources,
      ofKind: (kind, g) => ctx.ofKind(kind, g),
      cel: policyCel,
      request: requestDefaults(ctx.settings.cluster),
      admissionObjects: (r) => ctx.admissionObjects(r),
    });
    for (const o of outcomes) {
      const messageId = o.kind === 'violation' ? 'violated' : o.kind === 'configError' || o.kind === 'evalError' ? 'failed' : o.kind;
      ctx.report(o.resource, {
        messageId,
        instance: o.policyName,
        severity: severityOf(o),
        path: o.path,
        reason: o.kind === 'violation' ? 'FieldValueInvalid' : 'InternalError',
        data: {
          policy: o.policyName,
          binding: o.bindingName,
          verb: verbOf(o),
          message: o.message,
          expression: (o.expression ?? '').trim(),
          param: o.param ? `, params ${o.param}` : '',
          actions: o.actions.join(', '),
        },
        ...(o.statusReason ? { statusReason: o.statusReason } : {}),
        related: [{ resource: o.policy, path: ['metadata', 'name'], message: `ValidatingAdmissionPolicy '${o.policyName}'` }],
      });
    }
  },
});
