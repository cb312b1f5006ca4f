import { createRule } from '@plumbline/engine';
import { arr, obj } from '../_shared/helpers.js';

const ACTIONS = ['Deny', 'Warn', 'Audit'];

export default createRule({
  id: 'validating-admission-policy-binding/validation-actions-invalid',
  meta: {
    kinds: ['ValidatingAdmissionPolicyBinding'],
    type: 'field',
    severity: 'error',
    messages: {
      missing: '`spec.validationActions` is missing or empty; at least one validation action is required.',
      unsupported: '`spec.validationActions[{{index}}]` is "{{value}}"; supported: Deny, Warn, Audit.',
      duplicate: '`spec.validationActions[{{index}}]` repeats "{{value}}"; each action may appear once.',
      denyAndWarn:
        '`spec.validationActions` holds both Deny and Warn; a denied request would repeat the failure in the response and its ' +
        'warnings, so the server refuses them together.',
    },
    docs: {
      description: 'Require unique validation actions, not both Deny and Warn, in a ValidatingAdmissionPolicyBinding',
      spec: { doc: 'part1', section: 'Shared conventions' },
      details:
        'The API server (`pkg/apis/admissionregistration/validation`, `validateValidationActions`, v1.34.1) requires at least one of ' +
        'Deny, Warn and Audit, each at most once, and refuses Deny together with Warn. Plumbline reports a policy failure through the ' +
        'binding as an error (Deny), a warning (Warn) or an info (Audit).',
    },
  },
  check(ctx) {
    const actions = arr(obj(ctx.object.spec).validationActions);
    const path = ['spec', 'validationActions'];
    if (actions.length === 0) {
      ctx.report({ messageId: 'missing', path, reason: 'FieldValueRequired' });
      return;
    }
    const seen = new Set<unknown>();
    actions.forEach((a, index) => {
      if (!ACTIONS.includes(a as string))
        ctx.report({
          messageId: 'unsupported',
          path: [...path, index],
          reason: 'FieldValueNotSupported',
          data: { index, value: String(a) },
        });
      else if (seen.has(a))
        ctx.report({ messageId: 'duplicate', path: [...path, index], reason: 'FieldValueDuplicate', data: { index, value: String(a) } });
      seen.add(a);
    });
    if (seen.has('Deny') && seen.has('Warn')) ctx.report({ messageId: 'denyAndWarn', path });
  },
});
