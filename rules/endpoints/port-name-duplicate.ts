import { createRule } from '@plumbline/engine';
import { arr, isObject, pathText } from '../_shared/helpers.js';

export default createRule({
  id: 'endpoints/port-name-duplicate',
  meta: {
    kinds: ['Endpoints'],
    type: 'cross-field',
    severity: 'warning',
    reason: 'FieldValueDuplicate',
    messages: {
      duplicate: '`{{path}}` is "{{value}}", already used by `ports[{{first}}]` of the same subset; port names must be unique.',
    },
    docs: {
      description: 'Disallow duplicate port names within one Endpoints subset',
      spec: { doc: 'part1', section: 'Endpoints (deprecated from release 1.33 on; use EndpointSlice)', field: 'name' },
      details:
        'Port names identify the Service port an endpoint port belongs to, so two ports of one subset with the same name are ambiguous. ' +
        'The v1.34 API server does not check this for Endpoints (it does for EndpointSlice) and stores the object; Plumbline warns so ' +
        "that the verdict stays the server's.",
    },
  },
  check(ctx) {
    arr(ctx.object.subsets).forEach((subset, i) => {
      if (!isObject(subset)) return;
      const seen = new Map<string, number>();
      arr(subset.ports).forEach((port, j) => {
        if (!isObject(port) || typeof port.name !== 'string' || port.name === '') return;
        const first = seen.get(port.name);
        if (first === undefined) seen.set(port.name, j);
        else {
          const path = ['subsets', i, 'ports', j, 'name'];
          ctx.report({ messageId: 'duplicate', path, data: { path: pathText(path), value: port.name, first } });
        }
      });
    });
  },
});
