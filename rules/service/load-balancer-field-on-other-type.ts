import { createRule } from '@plumbline/engine';
import { typeOf } from './kind.js';
import { svcSpec } from './_util.js';

const SOURCE_RANGES_ANNOTATION = 'service.beta.kubernetes.io/load-balancer-source-ranges';

export default createRule({
  id: 'service/load-balancer-field-on-other-type',
  meta: {
    kinds: ['Service'],
    type: 'cross-field',
    severity: 'error',
    reason: 'FieldValueForbidden',
    messages: {
      loadBalancerSourceRanges: '`spec.loadBalancerSourceRanges` is set on a {{type}} Service; it is only for type LoadBalancer.',
      sourceRangesAnnotation: '`metadata.annotations[{{key}}]` is set on a {{type}} Service; it is only for type LoadBalancer.',
      allocateLoadBalancerNodePorts: '`spec.allocateLoadBalancerNodePorts` is set on a {{type}} Service; it is only for type LoadBalancer.',
      loadBalancerClass: '`spec.loadBalancerClass` is set on a {{type}} Service; it is only for type LoadBalancer.',
    },
    docs: {
      description: 'Disallow load-balancer settings on Services that are not of type LoadBalancer',
      spec: [
        { doc: 'part1', section: 'ServiceSpec', field: 'loadBalancerClass' },
        { doc: 'part1', section: 'Errors' },
      ],
      details:
        'The server refuses (Forbidden) `loadBalancerSourceRanges` (reported, for historical reasons, at `spec.LoadBalancerSourceRanges` ' +
        'with a capital L), the legacy annotation `service.beta.kubernetes.io/load-balancer-source-ranges` when the field is empty, ' +
        '`allocateLoadBalancerNodePorts` and `loadBalancerClass` on every type but LoadBalancer. On an update that moves away from ' +
        'LoadBalancer, the server first drops `allocateLoadBalancerNodePorts` and `loadBalancerClass` when the manifest leaves them as ' +
        'stored, so changing only the type is fine. `loadBalancerIP` is not checked by the server ' +
        '(`service/load-balancer-ip-deprecated` warns about it). A fix removes the field.',
    },
  },
  check(ctx) {
    const spec = svcSpec(ctx);
    const type = typeOf(spec);
    if (type === 'LoadBalancer') return;
    const ranges = spec.loadBalancerSourceRanges;
    if (Array.isArray(ranges) && ranges.length > 0) {
      ctx.report({
        messageId: 'loadBalancerSourceRanges',
        path: ['spec', 'LoadBalancerSourceRanges'],
        at: ['spec', 'loadBalancerSourceRanges'],
        target: 'key',
        data: { type },
        fix: { description: 'Remove loadBalancerSourceRanges', path: ['spec', 'loadBalancerSourceRanges'], action: 'remove' },
      });
    } else {
      const annotations = (ctx.object.metadata as { annotations?: Record<string, unknown> } | undefined)?.annotations;
      if (annotations && typeof annotations === 'object' && SOURCE_RANGES_ANNOTATION in annotations) {
        ctx.report({
          messageId: 'sourceRangesAnnotation',
          path: ['metadata', 'annotations', { key: SOURCE_RANGES_ANNOTATION }],
          target: 'key',
          data: { key: SOURCE_RANGES_ANNOTATION, type },
        });
      }
    }
    if (spec.allocateLoadBalancerNodePorts !== undefined && spec.allocateLoadBalancerNodePorts !== null) {
      ctx.report({
        messageId: 'allocateLoadBalancerNodePorts',
        path: ['spec', 'allocateLoadBalancerNodePorts'],
        data: { type },
        fix: { description: 'Remove allocateLoadBalancerNodePorts', path: ['spec', 'allocateLoadBalancerNodePorts'], action: 'remove' },
      });
    }
    if (spec.loadBalancerClass !== undefined && spec.loadBalancerClass !== null) {
      ctx.report({
        messageId: 'loadBalancerClass',
        path: ['spec', 'loadBalancerClass'],
        data: { type },
        fix: { description: 'Remove loadBalancerClass', path: ['spec', 'loadBalancerClass'], action: 'remove' },
      });
    }
  },
});
