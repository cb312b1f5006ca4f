import { createRule } from '@plumbline/engine';
import { obj } from '../_shared/helpers.js';

export default createRule({
  id: 'validating-admission-policy-binding/policy-name-missing',
  meta: {
    kinds: ['ValidatingAdmissionPolicyBinding'],
    type: 'field',
    severity: 'error',
    reason: 'FieldValueRequired',
    messages: {
      missing: '`spec.policyName` is missing; a binding must name the ValidatingAdmissionPolicy it binds.',
    },
    docs: {
      description: 'Require the policy name in a ValidatingAdmissionPolicyBinding',
      spec: { doc: 'part1', section: 'Shared conventions' },
      details:
        'The API server (`pkg/apis/admissionregistration/validation`, `validateValidatingAdmissionPolicyBindingSpec`, v1.34.1) requires ' +
        '`spec.policyName`. A binding naming a policy that does not exist is accepted, and does nothing until the policy is created.',
    },
  },
  check(ctx) {
    const name = obj(ctx.object.spec).policyName;
    if (typeof name !== 'string' || name === '') ctx.report({ messageId: 'missing', path: ['spec', 'policyName'] });
  },
});
