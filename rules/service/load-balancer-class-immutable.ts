import { createRule } from '@plumbline/engine';
import { obj } from '../_shared/helpers.js';
import { typeOf } from './kind.js';
import { svcSpec } from './_util.js';

export default createRule({
  id: 'service/load-balancer-class-immutable',
  meta: {
    kinds: ['Service'],
    type: 'transition',
    severity: 'error',
    messages: {
      changed: '`spec.loadBalancerClass` changes from {{from}} to {{to}}; it may not change once the Service is a LoadBalancer.',
    },
    docs: {
      description: 'Disallow changing loadBalancerClass of a LoadBalancer Service',
      spec: [
        { doc: 'part1', section: 'ServiceSpec', field: 'loadBalancerClass' },
        { doc: 'part1', section: 'Errors' },
      ],
      details:
        'While a Service stays of type LoadBalancer, `loadBalancerClass` may not be set, changed or removed (Invalid, "may not ' +
        'change once set"). It can be set when the type becomes LoadBalancer; when the type changes to anything else the server drops an ' +
        'unchanged class.',
    },
  },
  check(ctx) {
    if (!ctx.oldObject) return;
    const spec = svcSpec(ctx);
    const oldSpec = obj(ctx.oldObject.spec);
    if (typeOf(spec) !== 'LoadBalancer' || typeOf(oldSpec) !== 'LoadBalancer') return;
    const show = (v: unknown): string => (typeof v === 'string' ? `"${v}"` : 'unset');
    const from = oldSpec.loadBalancerClass ?? null;
    const to = spec.loadBalancerClass ?? null;
    if (from !== to) ctx.report({ messageId: 'changed', path: ['spec', 'loadBalancerClass'], data: { from: show(from), to: show(to) } });
  },
});
