import { createRule } from '@plumbline/engine';
import { servicePorts, svcSpec } from './_util.js';

export default createRule({
  id: 'service/port-duplicate',
  meta: {
    kinds: ['Service'],
    type: 'cross-field',
    severity: 'error',
    reason: 'FieldValueDuplicate',
    messages: {
      duplicate:
        '`spec.ports[{{index}}]` exposes {{port}}/{{protocol}}, already exposed by `spec.ports[{{first}}]`; each port and ' +
        'protocol pair may appear once.',
    },
    docs: {
      description: 'Disallow two Service ports with the same port number and protocol',
      spec: { doc: 'part1', section: 'ServicePort', field: 'port' },
      details:
        'The server compares `(port, protocol)` pairs after defaulting, so a port without `protocol` counts as TCP and clashes ' +
        'with an explicit TCP port of the same number. The same number with different protocols (53/TCP and 53/UDP) is fine. The server ' +
        'reports the later port at `spec.ports[i]` (Duplicate).',
    },
  },
  check(ctx) {
    const seen = new Map<string, number>();
    for (const { port, index, path } of servicePorts(svcSpec(ctx))) {
      const key = `${String(port.port ?? 0)}/${String(port.protocol)}`;
      const first = seen.get(key);
      if (first === undefined) seen.set(key, index);
      else
        ctx.report({ messageId: 'duplicate', path, data: { index, port: String(port.port ?? 0), protocol: String(port.protocol), first } });
    }
  },
});
