import { createRule } from '@plumbline/engine';
import { isHeadless, typeOf } from './kind.js';
import { clusterIPsAt, svcSpec } from './_util.js';

export default createRule({
  id: 'service/headless-with-node-ports',
  meta: {
    kinds: ['Service'],
    type: 'cross-field',
    severity: 'error',
    messages: {
      headless: '`spec.clusterIPs[0]` is "None" on a {{type}} Service; only ClusterIP Services may be headless.',
    },
    docs: {
      description: 'Disallow headless NodePort and LoadBalancer Services',
      spec: { doc: 'part1', section: 'ServiceSpec', field: 'clusterIP' },
      details:
        'NodePort and LoadBalancer Services route node and load-balancer traffic through their cluster IP, so `clusterIP: None` ' +
        'is refused for them; the server reports at `spec.clusterIPs[0]` (Invalid). The specification does not state this; Plumbline ' +
        'follows the server.',
    },
  },
  check(ctx) {
    const spec = svcSpec(ctx);
    const type = typeOf(spec);
    if ((type !== 'NodePort' && type !== 'LoadBalancer') || !isHeadless(spec)) return;
    ctx.report({ messageId: 'headless', path: ['spec', 'clusterIPs', 0], ...clusterIPsAt(ctx), data: { type } });
  },
});
