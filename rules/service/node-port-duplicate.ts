import { createRule } from '@plumbline/engine';
import { servicePorts, svcSpec } from './_util.js';

export default createRule({
  id: 'service/node-port-duplicate',
  meta: {
    kinds: ['Service'],
    type: 'cross-field',
    severity: 'error',
    reason: 'FieldValueDuplicate',
    messages: {
      duplicate:
        '`spec.ports[{{index}}].nodePort` is {{nodePort}}/{{protocol}}, already used by `spec.ports[{{first}}]`; each node port ' +
        'and protocol pair may appear once.',
    },
    docs: {
      description: 'Disallow two Service ports with the same node port and protocol',
      spec: { doc: 'part1', section: 'ServicePort', field: 'nodePort' },
      details:
        'Node ports of 0 (to be allocated) are skipped; the others must be unique per protocol. The server reports the later one ' +
        'at `spec.ports[i].nodePort` (Duplicate).',
    },
  },
  check(ctx) {
    const seen = new Map<string, number>();
    for (const { port, index, path } of servicePorts(svcSpec(ctx))) {
      if (typeof port.nodePort !== 'number' || port.nodePort === 0) continue;
      const key = `${port.nodePort}/${String(port.protocol)}`;
      const first = seen.get(key);
      if (first === undefined) seen.set(key, index);
      else
        ctx.report({
          messageId: 'duplicate',
          path: [...path, 'nodePort'],
          data: { index, nodePort: port.nodePort, protocol: String(port.protocol), first },
        });
    }
  },
});
