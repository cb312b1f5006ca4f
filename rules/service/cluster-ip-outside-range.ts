import { createRule, parseCidr } from '@plumbline/engine';
import { isHeadless, needsClusterIP } from './kind.js';
import { clusterIPsAt, legacyIp, stringList, svcSpec } from './_util.js';

export default createRule({
  id: 'service/cluster-ip-outside-range',
  meta: {
    kinds: ['Service'],
    type: 'field',
    severity: 'error',
    requiresClusterState: 'serviceCIDRs',
    messages: {
      outside: "`spec.clusterIPs[{{index}}]` is {{value}}, outside the cluster's Service CIDRs ({{ranges}}).",
    },
    docs: {
      description: 'Require explicit cluster IPs inside the cluster Service CIDRs',
      spec: [
        { doc: 'part1', section: 'ServiceSpec', field: 'clusterIP' },
        { doc: 'part1', section: 'Errors' },
      ],
      details:
        'A manually chosen cluster IP must lie in a Service CIDR of the cluster (`--service-cluster-ip-range` or ServiceCIDR objects); ' +
        'the IP allocator of the Service REST layer refuses others. This depends on the cluster, so the rule is off until the ' +
        'configuration sets `cluster.serviceCIDRs`. Whether an address is already in use cannot be known from a manifest. On update, ' +
        'addresses already stored are not checked again.',
    },
  },
  check(ctx) {
    const cidrs = (ctx.settings.cluster.serviceCIDRs ?? []).map((c) => parseCidr(c)).filter((c) => c !== undefined);
    if (cidrs.length === 0) return;
    const spec = svcSpec(ctx);
    if (!needsClusterIP(spec) || isHeadless(spec)) return;
    const stored = new Set(ctx.oldObject ? stringList((ctx.oldObject.spec as { clusterIPs?: unknown } | undefined)?.clusterIPs) : []);
    stringList(spec.clusterIPs).forEach((value, index) => {
      const ip = legacyIp(value);
      if (!ip || stored.has(value)) return;
      const inside = cidrs.some(
        (c) => c.ip.address.kind() === ip.address.kind() && ip.address.match(c.ip.address as never, c.prefixLength),
      );
      if (!inside)
        ctx.report({
          messageId: 'outside',
          path: ['spec', 'clusterIPs', index],
          ...(index === 0 ? clusterIPsAt(ctx) : {}),
          data: { index, value, ranges: (ctx.settings.cluster.serviceCIDRs ?? []).join(', ') },
        });
    });
  },
});
