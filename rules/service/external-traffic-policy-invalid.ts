import { createRule } from '@plumbline/engine';
import { externallyAccessible, typeOf } from './kind.js';
import { svcSpec } from './_util.js';

export default createRule({
  id: 'service/external-traffic-policy-invalid',
  meta: {
    kinds: ['Service'],
    type: 'cross-field',
    severity: 'error',
    messages: {
      unsupported: '`spec.externalTrafficPolicy` is "{{value}}"; allowed: "Cluster", "Local".',
      notExternal:
        '`spec.externalTrafficPolicy` is set on a {{type}} Service without external IPs; it applies only to NodePort and ' +
        'LoadBalancer Services and to Services with `externalIPs`.',
    },
    docs: {
      description: 'Enforce Cluster or Local as externalTrafficPolicy, and only on externally reachable Services',
      spec: { doc: 'part1', section: 'ServiceSpec', field: 'externalTrafficPolicy' },
      details:
        'The server defaults an unset or empty policy to `Cluster` on externally reachable Services (NodePort, LoadBalancer, or ' +
        'ClusterIP with `externalIPs`) and accepts `Cluster` and `Local` there (NotSupported otherwise). On other Services (ClusterIP ' +
        'without external IPs, ExternalName) a set policy is refused (Invalid). When an update makes a Service internal, the server ' +
        'first drops a policy the manifest leaves as stored. A fix removes a policy that does not apply.',
    },
  },
  check(ctx) {
    const spec = svcSpec(ctx);
    const value = spec.externalTrafficPolicy;
    if (typeof value !== 'string') return;
    if (!externallyAccessible(spec)) {
      if (value !== '') {
        ctx.report({
          messageId: 'notExternal',
          path: ['spec', 'externalTrafficPolicy'],
          data: { type: typeOf(spec) },
          fix: { description: 'Remove externalTrafficPolicy', path: ['spec', 'externalTrafficPolicy'], action: 'remove' },
        });
      }
      return;
    }
    if (value !== 'Cluster' && value !== 'Local')
      ctx.report({ messageId: 'unsupported', path: ['spec', 'externalTrafficPolicy'], reason: 'FieldValueNotSupported', data: { value } });
  },
});
