import { createRule } from '@plumbline/engine';
import { arr, obj, str } from '../_shared/helpers.js';

export default createRule({
  id: 'node/address-duplicate',
  meta: {
    kinds: ['Node'],
    type: 'field',
    severity: 'error',
    reason: 'FieldValueDuplicate',
    subresource: 'both',
    operations: ['UPDATE'],
    messages: { duplicate: '`status.addresses[{{index}}]` repeats entry {{first}} ({{type}} {{address}}).' },
    docs: {
      description: 'Disallow duplicate node addresses on update',
      spec: { doc: 'part2', section: 'Node', field: 'status.addresses' },
      details:
        'On update (including the `status` subresource) the API server refuses two addresses with the same type and address ' +
        '(`FieldValueDuplicate`). It does not check this on create. On a main-resource update the stored status is what the server ' +
        'checks.',
    },
  },
  check(ctx) {
    const seen = new Map<string, number>();
    arr(obj(ctx.object.status).addresses).forEach((item, index) => {
      const a = obj(item);
      const type = str(a.type) ?? '';
      const address = str(a.address) ?? '';
      const id = `${type}\u0000${address}`;
      const first = seen.get(id);
      if (first !== undefined)
        ctx.report({ messageId: 'duplicate', path: ['status', 'addresses', index], data: { index, first, type, address } });
      else seen.set(id, index);
    });
  },
});
