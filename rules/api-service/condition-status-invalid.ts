import { createRule } from '@plumbline/engine';
import { arr, obj, quoteList } from '../_shared/helpers.js';
import { CONDITION_STATUSES } from '../_shared/conditions.js';

export default createRule({
  id: 'api-service/condition-status-invalid',
  meta: {
    kinds: ['APIService'],
    type: 'field',
    severity: 'error',
    reason: 'FieldValueNotSupported',
    subresource: 'status',
    messages: { invalid: '`status.conditions[{{index}}].status` is "{{status}}"; allowed: {{allowed}}.' },
    docs: {
      description: 'Enforce True, False or Unknown as APIService condition status',
      spec: { doc: 'part2', section: 'APIService', field: 'status.conditions' },
      details:
        "On an update of the `status` subresource the API server checks each condition's `status` against `True`, `False` and `Unknown` " +
        '(an empty status is refused too). It ignores `status` on create and on main-resource updates.',
    },
  },
  check(ctx) {
    arr(obj(ctx.object.status).conditions).forEach((item, index) => {
      const status = obj(item).status;
      const value = typeof status === 'string' ? status : '';
      if (!(CONDITION_STATUSES as readonly string[]).includes(value)) {
        ctx.report({
          messageId: 'invalid',
          path: ['status', 'conditions', index, 'status'],
          data: { index, status: value, allowed: quoteList(CONDITION_STATUSES) },
        });
      }
    });
  },
});
