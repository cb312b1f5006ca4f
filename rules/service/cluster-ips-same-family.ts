import { createRule } from '@plumbline/engine';
import { obj } from '../_shared/helpers.js';
import { needsClusterIP } from './kind.js';
import { clusterIPsHaveInvalidEntry } from './_cluster-ips.js';
import { legacyIp, stringList, svcSpec } from './_util.js';

export default createRule({
  id: 'service/cluster-ips-same-family',
  meta: {
    kinds: ['Service'],
    type: 'cross-field',
    severity: 'error',
    messages: {
      sameFamily:
        '`spec.clusterIPs` lists only {{family}} addresses ([{{values}}]); two cluster IPs must be one IPv4 and one IPv6 ' + 'address.',
    },
    docs: {
      description: 'Require two cluster IPs to be of different IP families',
      spec: { doc: 'part1', section: 'ServiceSpec', field: 'clusterIPs' },
      details:
        'With more than one entry the server requires a dual-stack pair (at least one IPv4 and one IPv6 address) and reports ' +
        'otherwise at `spec.clusterIPs`. It skips this check while an entry is not a valid IP or `None` is misplaced ' +
        '(`service/cluster-ip-invalid` reports those).',
    },
  },
  check(ctx) {
    const spec = svcSpec(ctx);
    if (!needsClusterIP(spec)) return;
    const ips = stringList(spec.clusterIPs);
    if (ips.length < 2) return;
    if (clusterIPsHaveInvalidEntry(spec, ctx.oldObject ? obj(ctx.oldObject.spec) : undefined)) return;
    const families = new Set(ips.map((ip) => legacyIp(ip)?.family).filter(Boolean));
    if (families.size > 1) return;
    ctx.report({
      messageId: 'sameFamily',
      path: ['spec', 'clusterIPs'],
      data: { family: [...families][0] ?? 'unknown', values: ips.map((v) => `"${v}"`).join(', ') },
    });
  },
});
