import { createRule } from '@plumbline/engine';
import { obj } from '../_shared/helpers.js';
import { needsHealthCheckNodePort } from './kind.js';
import { svcSpec } from './_util.js';

export default createRule({
  id: 'service/health-check-node-port-immutable',
  meta: {
    kinds: ['Service'],
    type: 'transition',
    severity: 'error',
    reason: 'FieldValueForbidden',
    messages: {
      changed:
        '`spec.healthCheckNodePort` changes from {{from}} to {{to}}; it is immutable while the Service is a LoadBalancer with ' +
        '`externalTrafficPolicy: Local`.',
    },
    docs: {
      description: 'Disallow changing healthCheckNodePort',
      spec: [
        { doc: 'part1', section: 'ServiceSpec', field: 'healthCheckNodePort' },
        { doc: 'part1', section: 'Errors' },
      ],
      details:
        'While both the stored and the new Service need a health-check node port (LoadBalancer with `externalTrafficPolicy: ' +
        'Local`), the port may not change (Forbidden, "field is immutable"). A manifest that leaves the port out keeps the stored one. ' +
        'To remove it, change the type or the external traffic policy.',
    },
  },
  check(ctx) {
    if (!ctx.oldObject) return;
    const spec = svcSpec(ctx);
    const oldSpec = obj(ctx.oldObject.spec);
    if (!needsHealthCheckNodePort(spec) || !needsHealthCheckNodePort(oldSpec)) return;
    const from = oldSpec.healthCheckNodePort ?? 0;
    const to = spec.healthCheckNodePort ?? 0;
    if (from !== to)
      ctx.report({ messageId: 'changed', path: ['spec', 'healthCheckNodePort'], data: { from: String(from), to: String(to) } });
  },
});
