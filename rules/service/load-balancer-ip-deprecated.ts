import { createRule } from '@plumbline/engine';
import { svcSpec } from './_util.js';

export default createRule({
  id: 'service/load-balancer-ip-deprecated',
  meta: {
    kinds: ['Service'],
    type: 'field',
    severity: 'warning',
    messages: {
      deprecated:
        "`spec.loadBalancerIP` is deprecated and not portable; use the load-balancer implementation's own setting (often an " +
        'annotation) instead.',
    },
    docs: {
      description: 'Disallow the deprecated loadBalancerIP field',
      spec: [
        { doc: 'part1', section: 'ServiceSpec', field: 'loadBalancerIP' },
        { doc: 'part1', section: 'Versioning' },
      ],
      details:
        '`loadBalancerIP` is deprecated: its meaning was never specified across implementations and it cannot express dual-stack. ' +
        'The v1.34 server neither validates it (any string is accepted, whatever the type) nor sends a deprecation warning; it only ' +
        'warns about IP addresses in a non-canonical form. The specification marks it deprecated, so Plumbline warns.',
    },
  },
  check(ctx) {
    const value = svcSpec(ctx).loadBalancerIP;
    if (typeof value === 'string' && value !== '') ctx.report({ messageId: 'deprecated', path: ['spec', 'loadBalancerIP'] });
  },
});
