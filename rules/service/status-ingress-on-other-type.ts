import { createRule } from '@plumbline/engine';
import { obj } from '../_shared/helpers.js';
import { typeOf } from './kind.js';
import { ingressPoints } from './_status.js';

export default createRule({
  id: 'service/status-ingress-on-other-type',
  meta: {
    kinds: ['Service'],
    type: 'cross-field',
    severity: 'error',
    reason: 'FieldValueForbidden',
    subresource: 'status',
    messages: {
      forbidden: '`status.loadBalancer.ingress` is set on a {{type}} Service; load-balancer ingress points are only for type LoadBalancer.',
    },
    docs: {
      description: 'Disallow load-balancer ingress status on Services that are not of type LoadBalancer',
      spec: { doc: 'part1', section: 'ServiceStatus' },
      details:
        'On a status update the server validates `status.loadBalancer` against the stored spec: unless the ' +
        'AllowServiceLBStatusOnNonLB feature gate (alpha, off in v1.34) is on, ingress points on a Service of another type are refused ' +
        'at `status.loadBalancer.ingress` (Forbidden). Status in a create or a main-resource update is ignored by the server.',
    },
  },
  check(ctx) {
    const type = typeOf(obj(ctx.object.spec));
    if (type === 'LoadBalancer' || ctx.gate('AllowServiceLBStatusOnNonLB') || ingressPoints(ctx).length === 0) return;
    ctx.report({ messageId: 'forbidden', path: ['status', 'loadBalancer', 'ingress'], data: { type } });
  },
});
