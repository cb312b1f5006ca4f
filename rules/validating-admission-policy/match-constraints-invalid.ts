import { createRule, formatPath } from '@plumbline/engine';
import { matchResourcesProblems } from '../_shared/admission/validate-match.js';
import { isObject, obj } from '../_shared/helpers.js';

export default createRule({
  id: 'validating-admission-policy/match-constraints-invalid',
  meta: {
    kinds: ['ValidatingAdmissionPolicy'],
    type: 'field',
    severity: 'error',
    messages: {
      missing: '`spec.matchConstraints` is missing; a policy must say which resources it applies to.',
      invalid: '`{{path}}` {{problem}}.',
    },
    docs: {
      description: 'Require match constraints with valid resource rules on a ValidatingAdmissionPolicy',
      spec: { doc: 'part1', section: 'Shared conventions' },
      details:
        'The API server (`pkg/apis/admissionregistration/validation`, `validateValidatingAdmissionPolicySpec`, v1.34.1) requires ' +
        '`spec.matchConstraints` with at least one `resourceRules` entry. Each rule (and each `excludeResourceRules` entry) needs ' +
        '`apiGroups`, `apiVersions`, `operations` (CREATE, UPDATE, DELETE, CONNECT or `*`) and `resources`; `*` stands alone in its ' +
        'list; a resource has at most one subresource (`pods/status`); `scope` is Cluster, Namespaced or `*`. `matchPolicy` is Exact ' +
        'or Equivalent, and the namespace and object selectors must be valid label selectors.',
    },
  },
  check(ctx) {
    const spec = obj(ctx.object.spec);
    if (!isObject(spec.matchConstraints)) {
      ctx.report({ messageId: 'missing', path: ['spec', 'matchConstraints'], reason: 'FieldValueRequired' });
      return;
    }
    for (const p of matchResourcesProblems(spec.matchConstraints, ['spec', 'matchConstraints'], true))
      ctx.report({ messageId: 'invalid', path: p.path, reason: p.reason, data: { path: formatPath(p.path), problem: p.problem } });
  },
});
