import { createRule } from '@plumbline/engine';
import { svcSpec } from './_util.js';

export default createRule({
  id: 'service/internal-traffic-policy-unsupported',
  meta: {
    kinds: ['Service'],
    type: 'field',
    severity: 'error',
    reason: 'FieldValueNotSupported',
    messages: {
      unsupported: '`spec.internalTrafficPolicy` is "{{value}}"; allowed: "Cluster", "Local".',
    },
    docs: {
      description: 'Enforce Cluster or Local as internalTrafficPolicy',
      spec: { doc: 'part1', section: 'ServiceSpec', field: 'internalTrafficPolicy' },
      details:
        'The server defaults an unset policy to `Cluster` on every type but ExternalName and accepts `Cluster` and `Local` on ' +
        'every type (an empty string is not defaulted and is refused). For historical reasons it does not refuse the field on ' +
        'ExternalName Services.',
    },
  },
  check(ctx) {
    const value = svcSpec(ctx).internalTrafficPolicy;
    if (typeof value !== 'string' || value === 'Cluster' || value === 'Local') return;
    ctx.report({ messageId: 'unsupported', path: ['spec', 'internalTrafficPolicy'], data: { value } });
  },
});
