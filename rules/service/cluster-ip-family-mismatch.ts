import { createRule } from '@plumbline/engine';
import { obj } from '../_shared/helpers.js';
import { isHeadless, needsClusterIP } from './kind.js';
import { clusterIPsHaveInvalidEntry } from './_cluster-ips.js';
import { clusterIPsAt, legacyIp, stringList, svcSpec } from './_util.js';

export default createRule({
  id: 'service/cluster-ip-family-mismatch',
  meta: {
    kinds: ['Service'],
    type: 'cross-field',
    severity: 'error',
    messages: {
      mismatch: '`spec.clusterIPs[{{index}}]` is "{{value}}", an {{actual}} address, but `spec.ipFamilies[{{index}}]` is {{expected}}.',
    },
    docs: {
      description: 'Require each cluster IP to match the IP family at the same position',
      spec: [
        { doc: 'part1', section: 'ServiceSpec', field: 'ipFamilies' },
        { doc: 'part1', section: 'ServiceSpec', field: 'clusterIPs' },
      ],
      details:
        '`ipFamilies` must correspond to `clusterIPs` position by position. The server checks this for non-headless Services once ' +
        'every entry of `clusterIPs` is a valid IP, and reports at `spec.clusterIPs[i]`. IPv4-mapped IPv6 addresses count as IPv4.',
    },
  },
  check(ctx) {
    const spec = svcSpec(ctx);
    if (!needsClusterIP(spec) || isHeadless(spec)) return;
    const ips = stringList(spec.clusterIPs);
    const families = Array.isArray(spec.ipFamilies) ? spec.ipFamilies : [];
    if (ips.length === 0 || families.length === 0) return;
    if (clusterIPsHaveInvalidEntry(spec, ctx.oldObject ? obj(ctx.oldObject.spec) : undefined)) return;
    ips.forEach((ip, index) => {
      const expected = families[index];
      const actual = legacyIp(ip)?.family;
      if ((expected !== 'IPv4' && expected !== 'IPv6') || !actual || actual === expected) return;
      ctx.report({
        messageId: 'mismatch',
        path: ['spec', 'clusterIPs', index],
        ...clusterIPsAt(ctx),
        data: { index, value: ip, actual, expected },
      });
    });
  },
});
