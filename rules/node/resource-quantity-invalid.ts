import { createRule, parseQuantity } from '@plumbline/engine';
import { isObject, obj } from '../_shared/helpers.js';
import { isIntegerResource } from '../_shared/resource-names.js';

export default createRule({
  id: 'node/resource-quantity-invalid',
  meta: {
    kinds: ['Node'],
    type: 'field',
    severity: 'error',
    subresource: 'both',
    messages: {
      negative: '`status.{{field}}[{{resource}}]` is {{value}}; resource quantities must not be negative.',
      notInteger:
        '`status.{{field}}[{{resource}}]` is {{value}}; {{resource}} is counted in whole units, so the quantity must be an ' + 'integer.',
    },
    docs: {
      description: 'Enforce non-negative, and for countable resources whole, node capacity and allocatable',
      spec: { doc: 'part2', section: 'Node', field: 'status.capacity' },
      details:
        'Nodes accept `status` on create, and the API server checks `status.capacity` and `status.allocatable` on create, update and ' +
        'status update: every quantity must be at least 0, and quantities of object counts (`pods`) and of extended resources ' +
        '(`<domain>/<name>` outside `kubernetes.io`) must be whole numbers. Malformed quantities are decode errors. The server reports ' +
        'the resource as a plain path step (`status.capacity.cpu`, `status.allocatable.example.com/gpu`), not as a map key; Plumbline ' +
        'uses the same path and points the editor at the entry. On a main-resource update the stored status is what the server checks.',
    },
  },
  check(ctx) {
    const status = obj(ctx.object.status);
    for (const field of ['capacity', 'allocatable']) {
      const list = status[field];
      if (!isObject(list)) continue;
      for (const [resource, raw] of Object.entries(list)) {
        const q = parseQuantity(raw);
        if (!q) continue;
        // The server names the resource as a plain path step (`status.capacity.cpu`), not as a map key.
        const path = ['status', field, resource];
        const at = ['status', field, { key: resource }];
        const data = { field, resource, value: String(raw) };
        if (q.value < 0) ctx.report({ messageId: 'negative', path, at, data });
        // Compare at milli precision, as the server does.
        if (isIntegerResource(resource) && Math.round(q.value * 1000) % 1000 !== 0) ctx.report({ messageId: 'notInteger', path, at, data });
      }
    }
  },
});
