import { createRule } from '@plumbline/engine';
import { needsHealthCheckNodePort } from './kind.js';
import { svcSpec } from './_util.js';

export default createRule({
  id: 'service/health-check-node-port-invalid',
  meta: {
    kinds: ['Service'],
    type: 'cross-field',
    severity: 'error',
    messages: {
      notNeeded: '`spec.healthCheckNodePort` is set, but it is only for LoadBalancer Services with `externalTrafficPolicy: Local`.',
      range: '`spec.healthCheckNodePort` is {{value}}; it must be between 1 and 65535.',
    },
    docs: {
      description: 'Enforce healthCheckNodePort only on LoadBalancer Services with the Local external traffic policy',
      spec: [
        { doc: 'part1', section: 'ServiceSpec', field: 'healthCheckNodePort' },
        { doc: 'part1', section: 'Errors' },
      ],
      details:
        'A `healthCheckNodePort` other than 0 on any Service but LoadBalancer with `externalTrafficPolicy: Local` is refused (Invalid). ' +
        'Where it is needed, an explicit value must be a port number from 1 to 65535; when it is unset, the Service REST layer ' +
        'allocates one before validation. On update the server keeps the stored port when the manifest leaves it unset, and drops an ' +
        'unchanged port when the type leaves LoadBalancer. Switching only `externalTrafficPolicy` from Local to Cluster does not drop ' +
        'it: the stored port stays and is refused, so the manifest must remove it (or set it to 0) together with the policy change. A ' +
        'fix removes a port that is not needed.',
      serverDifferences: [
        {
          cases: ['svc.hcnp.lb-local-auto'],
          reason:
            'Validation alone requires healthCheckNodePort for LoadBalancer + Local; on a real cluster the REST layer allocates it ' +
            'before validation, so Plumbline accepts the manifest without it, as a real cluster does.',
        },
      ],
    },
  },
  check(ctx) {
    const spec = svcSpec(ctx);
    const value = spec.healthCheckNodePort;
    if (typeof value !== 'number' || value === 0) return;
    if (!needsHealthCheckNodePort(spec)) {
      ctx.report({
        messageId: 'notNeeded',
        path: ['spec', 'healthCheckNodePort'],
        fix: { description: 'Remove healthCheckNodePort', path: ['spec', 'healthCheckNodePort'], action: 'remove' },
      });
    } else if (value < 1 || value > 65535) {
      ctx.report({ messageId: 'range', path: ['spec', 'healthCheckNodePort'], data: { value } });
    }
  },
});
