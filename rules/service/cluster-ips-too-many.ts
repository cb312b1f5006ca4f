import { createRule } from '@plumbline/engine';
import { needsClusterIP } from './kind.js';
import { svcSpec } from './_util.js';

export default createRule({
  id: 'service/cluster-ips-too-many',
  meta: {
    kinds: ['Service'],
    type: 'field',
    severity: 'error',
    messages: {
      tooMany: '`spec.clusterIPs` has {{count}} entries; at most 2 are allowed (one per IP family).',
    },
    docs: {
      description: 'Disallow more than two cluster IPs',
      spec: [
        { doc: 'part1', section: 'ServiceSpec', field: 'clusterIPs' },
        { doc: 'part1', section: 'Limits' },
      ],
      details:
        'A Service has at most one cluster IP per family, so at most two. The server reports a longer list at `spec.clusterIPs` ' +
        '(Invalid, not TooMany).',
    },
  },
  check(ctx) {
    const spec = svcSpec(ctx);
    if (!needsClusterIP(spec) || !Array.isArray(spec.clusterIPs) || spec.clusterIPs.length <= 2) return;
    ctx.report({ messageId: 'tooMany', path: ['spec', 'clusterIPs'], data: { count: spec.clusterIPs.length } });
  },
});
