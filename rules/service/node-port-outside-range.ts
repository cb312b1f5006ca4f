import { createRule } from '@plumbline/engine';
import { needsHealthCheckNodePort, needsNodePort } from './kind.js';
import { servicePorts, svcSpec } from './_util.js';

export default createRule({
  id: 'service/node-port-outside-range',
  meta: {
    kinds: ['Service'],
    type: 'field',
    severity: 'error',
    requiresClusterState: 'nodePortRange',
    messages: {
      nodePort: "`spec.ports[{{index}}].nodePort` is {{value}}, outside the cluster's node-port range {{min}}-{{max}}.",
      healthCheck: "`spec.healthCheckNodePort` is {{value}}, outside the cluster's node-port range {{min}}-{{max}}.",
    },
    docs: {
      description: 'Require explicit node ports inside the cluster node-port range',
      spec: [
        { doc: 'part1', section: 'ServicePort', field: 'nodePort' },
        { doc: 'part1', section: 'Errors' },
      ],
      details:
        'The node-port allocator refuses a requested `nodePort` or `healthCheckNodePort` outside `--service-node-port-range` ' +
        '(30000-32767 by default). This depends on the cluster, so the rule is off until the configuration sets ' +
        '`cluster.nodePortRange`. Whether a port is already in use cannot be known from a manifest. Node ports that no range can ' +
        'contain (negative, above 65535) are reported by `service/node-port-invalid` in any case.',
    },
  },
  check(ctx) {
    const range = ctx.settings.cluster.nodePortRange;
    if (!range) return;
    const spec = svcSpec(ctx);
    const outside = (v: number): boolean => v >= 0 && v <= 65535 && (v < range.min || v > range.max);
    if (needsNodePort(spec)) {
      for (const { port, index, path } of servicePorts(spec)) {
        const value = port.nodePort;
        if (typeof value === 'number' && value !== 0 && outside(value))
          ctx.report({ messageId: 'nodePort', path: [...path, 'nodePort'], data: { index, value, min: range.min, max: range.max } });
      }
    }
    const hc = spec.healthCheckNodePort;
    if (needsHealthCheckNodePort(spec) && typeof hc === 'number' && hc > 0 && outside(hc)) {
      ctx.report({ messageId: 'healthCheck', path: ['spec', 'healthCheckNodePort'], data: { value: hc, min: range.min, max: range.max } });
    }
  },
});
