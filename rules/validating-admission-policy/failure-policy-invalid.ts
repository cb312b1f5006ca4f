import { createRule } from '@plumbline/engine';
import { obj } from '../_shared/helpers.js';

export default createRule({
  id: 'validating-admission-policy/failure-policy-invalid',
  meta: {
    kinds: ['ValidatingAdmissionPolicy'],
    type: 'field',
    severity: 'error',
    reason: 'FieldValueNotSupported',
    messages: {
      unsupported: '`spec.failurePolicy` is "{{value}}"; supported: Fail, Ignore.',
    },
    docs: {
      description: "Enforce Fail or Ignore as a ValidatingAdmissionPolicy's failurePolicy",
      spec: { doc: 'part1', section: 'Shared conventions' },
      details:
        'The API server (`pkg/apis/admissionregistration/validation`, `validateValidatingAdmissionPolicySpec`, v1.34.1) accepts ' +
        '`Fail` (the default) and `Ignore`. Under Fail, an expression error or a binding that cannot be configured (a parameter not ' +
        "found with `parameterNotFoundAction: Deny`) is enforced through the binding's validation actions; under Ignore it is skipped.",
    },
  },
  check(ctx) {
    const value = obj(ctx.object.spec).failurePolicy;
    if (typeof value === 'string' && value !== 'Fail' && value !== 'Ignore')
      ctx.report({ messageId: 'unsupported', path: ['spec', 'failurePolicy'], data: { value } });
  },
});
