import { createRule, formatPath } from '@plumbline/engine';
import { matchResourcesProblems } from '../_shared/admission/validate-match.js';
import { isObject, obj } from '../_shared/helpers.js';

export default createRule({
  id: 'validating-admission-policy-binding/match-resources-invalid',
  meta: {
    kinds: ['ValidatingAdmissionPolicyBinding'],
    type: 'field',
    severity: 'error',
    messages: {
      invalid: '`{{path}}` {{problem}}.',
    },
    docs: {
      description: "Enforce valid resource rules and selectors in a ValidatingAdmissionPolicyBinding's matchResources",
      spec: { doc: 'part1', section: 'Shared conventions' },
      details:
        "The API server (`pkg/apis/admissionregistration/validation`, `validateMatchResources`, v1.34.1) checks a binding's optional " +
        "`spec.matchResources` like a policy's `matchConstraints`, except that `resourceRules` may be left out (the binding then " +
        'applies to everything the policy matches): each rule needs `apiGroups`, `apiVersions`, `operations` and `resources`, `*` ' +
        'stands alone, `scope` is Cluster, Namespaced or `*`, `matchPolicy` is Exact or Equivalent, and the selectors must be valid.',
    },
  },
  check(ctx) {
    const m = obj(ctx.object.spec).matchResources;
    if (!isObject(m)) return;
    for (const p of matchResourcesProblems(m, ['spec', 'matchResources'], false))
      ctx.report({ messageId: 'invalid', path: p.path, reason: p.reason, data: { path: formatPath(p.path), problem: p.problem } });
  },
});
