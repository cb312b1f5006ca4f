import { createRule } from '@plumbline/engine';
import { needsClusterIP } from './kind.js';
import { svcSpec } from './_util.js';

export default createRule({
  id: 'service/single-stack-with-two-families',
  meta: {
    kinds: ['Service'],
    type: 'cross-field',
    severity: 'error',
    messages: {
      clusterIPs:
        '`spec.ipFamilyPolicy` is SingleStack but `spec.clusterIPs` has two addresses; use PreferDualStack or ' +
        'RequireDualStack, or keep one address.',
      ipFamilies:
        '`spec.ipFamilyPolicy` is SingleStack but `spec.ipFamilies` lists two families; use PreferDualStack or ' +
        'RequireDualStack, or keep one family.',
    },
    docs: {
      description: 'Disallow two IP families or two cluster IPs with the SingleStack policy',
      spec: [
        { doc: 'part1', section: 'ServiceSpec', field: 'ipFamilyPolicy' },
        { doc: 'part1', section: 'Errors' },
      ],
      details:
        'The IP-family allocator of the Service REST layer, which runs before validation on every cluster, refuses a SingleStack Service ' +
        "that lists two cluster IPs or two IP families and reports at `spec.ipFamilyPolicy`. It does not depend on the cluster's " +
        'configuration, so Plumbline reports it without cluster settings. Without a policy the allocator infers RequireDualStack from ' +
        'two families or addresses; whether the cluster is dual-stack is checked by `service/ip-family-unavailable` when `ipFamilies` ' +
        'is configured.',
    },
  },
  check(ctx) {
    const spec = svcSpec(ctx);
    if (!needsClusterIP(spec) || spec.ipFamilyPolicy !== 'SingleStack') return;
    if (Array.isArray(spec.clusterIPs) && spec.clusterIPs.length === 2 && !spec.clusterIPs.includes('None'))
      ctx.report({ messageId: 'clusterIPs', path: ['spec', 'ipFamilyPolicy'] });
    if (Array.isArray(spec.ipFamilies) && spec.ipFamilies.length === 2)
      ctx.report({ messageId: 'ipFamilies', path: ['spec', 'ipFamilyPolicy'] });
  },
});
