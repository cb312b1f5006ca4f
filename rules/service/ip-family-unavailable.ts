import { createRule } from '@plumbline/engine';
import { isHeadless, needsClusterIP } from './kind.js';
import { clusterIPsAt, legacyIp, stringList, svcSpec } from './_util.js';

export default createRule({
  id: 'service/ip-family-unavailable',
  meta: {
    kinds: ['Service'],
    type: 'cross-field',
    severity: 'error',
    requiresClusterState: 'ipFamilies',
    messages: {
      requireDualStack: '`spec.ipFamilyPolicy` is RequireDualStack but the cluster is single-stack ({{families}}).',
      inferredDualStack:
        '`spec.{{field}}` asks for two IP families, which makes the policy RequireDualStack, but the cluster is ' +
        'single-stack ({{families}}).',
      family: '`spec.ipFamilies[{{index}}]` is {{value}}, which the cluster does not have ({{families}}).',
      clusterIP: '`spec.clusterIPs[{{index}}]` is an {{value}} address, which the cluster does not have ({{families}}).',
    },
    docs: {
      description: 'Require IP families the cluster has',
      spec: [
        { doc: 'part1', section: 'ServiceSpec', field: 'ipFamilyPolicy' },
        { doc: 'part1', section: 'Errors' },
      ],
      details:
        'The IP-family allocator of the Service REST layer refuses RequireDualStack on a single-stack cluster, IP families the cluster ' +
        'lacks, and cluster IPs of such a family. Without a policy it infers RequireDualStack from two families or two cluster IPs. ' +
        'This depends on the cluster, so the rule is off until the configuration sets `cluster.ipFamilies`. A headless Service may ' +
        'list families the cluster lacks only with PreferDualStack; Plumbline does not check headless Services.',
      serverDifferences: [
        {
          cases: ['svc.clusterips.singlestack.default-policy-two'],
          reason:
            'Two cluster IPs without a policy: the allocator infers RequireDualStack, which a dual-stack cluster accepts and a ' +
            'single-stack one refuses (cluster state). Plumbline accepts it by default and reports it when `cluster.ipFamilies` names a ' +
            'single family.',
        },
      ],
    },
  },
  check(ctx) {
    const available = ctx.settings.cluster.ipFamilies ?? [];
    if (available.length === 0) return;
    const spec = svcSpec(ctx);
    if (!needsClusterIP(spec) || isHeadless(spec)) return;
    const families = available.join(', ');
    const single = available.length < 2;
    const ips = stringList(spec.clusterIPs);
    const fams = stringList(spec.ipFamilies);
    if (single) {
      if (spec.ipFamilyPolicy === 'RequireDualStack')
        ctx.report({ messageId: 'requireDualStack', path: ['spec', 'ipFamilyPolicy'], data: { families } });
      else if (spec.ipFamilyPolicy === undefined || spec.ipFamilyPolicy === null) {
        if (fams.length === 2)
          ctx.report({ messageId: 'inferredDualStack', path: ['spec', 'ipFamilies'], data: { field: 'ipFamilies', families } });
        else if (ips.length === 2)
          ctx.report({ messageId: 'inferredDualStack', path: ['spec', 'clusterIPs'], data: { field: 'clusterIPs', families } });
      }
    }
    fams.forEach((value, index) => {
      if ((value === 'IPv4' || value === 'IPv6') && !available.includes(value) && spec.ipFamilyPolicy !== 'PreferDualStack')
        ctx.report({ messageId: 'family', path: ['spec', 'ipFamilies', index], data: { index, value, families } });
    });
    ips.forEach((value, index) => {
      const family = legacyIp(value)?.family;
      if (family && !available.includes(family))
        ctx.report({
          messageId: 'clusterIP',
          path: ['spec', 'clusterIPs', index],
          ...(index === 0 ? clusterIPsAt(ctx) : {}),
          data: { index, value: family, families },
        });
    });
  },
});
