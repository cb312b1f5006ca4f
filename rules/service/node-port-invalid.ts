import { createRule } from '@plumbline/engine';
import { needsNodePort } from './kind.js';
import { servicePorts, svcSpec } from './_util.js';

export default createRule({
  id: 'service/node-port-invalid',
  meta: {
    kinds: ['Service'],
    type: 'field',
    severity: 'error',
    messages: {
      range: '`spec.ports[{{index}}].nodePort` is {{value}}; a node port must be between 1 and 65535 (or 0 to have one allocated).',
    },
    docs: {
      description: 'Disallow node ports that no node-port range can contain',
      spec: [
        { doc: 'part1', section: 'ServicePort', field: 'nodePort' },
        { doc: 'part1', section: 'Errors' },
      ],
      details:
        'Validation does not range-check `nodePort`; the node-port allocator of the Service REST layer does, against ' +
        '`--service-node-port-range`, and refuses a value outside it with "provided port is not in the valid range". No configurable ' +
        'range contains a negative port or one above 65535, so every real cluster refuses these: Plumbline reports them as errors ' +
        "without cluster settings. Whether a port from 1 to 65535 is inside the cluster's range is checked by " +
        '`service/node-port-outside-range` when `nodePortRange` is configured.',
      serverDifferences: [
        {
          cases: ['svc.real.nodeport-static-range.-1'],
          reason:
            'Validation accepts a node port of -1; the node-port allocator of every real cluster refuses it (cluster state, ' +
            'decided outside validation). Plumbline reports the error a real cluster gives.',
        },
      ],
    },
  },
  check(ctx) {
    const spec = svcSpec(ctx);
    if (!needsNodePort(spec)) return;
    for (const { port, index, path } of servicePorts(spec)) {
      const value = port.nodePort;
      if (typeof value === 'number' && (value < 0 || value > 65535))
        ctx.report({ messageId: 'range', path: [...path, 'nodePort'], data: { index, value } });
    }
  },
});
