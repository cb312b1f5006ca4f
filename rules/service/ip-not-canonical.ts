import { createRule, parseCidr, type PathSegment } from '@plumbline/engine';
import { pathText } from '../_shared/helpers.js';
import { isHeadless, needsClusterIP } from './kind.js';
import { clusterIPsAt, legacyIp, preferredIp, svcSpec } from './_util.js';

export default createRule({
  id: 'service/ip-not-canonical',
  meta: {
    kinds: ['Service'],
    type: 'field',
    severity: 'warning',
    messages: {
      ip: '`{{path}}` is "{{value}}", not in canonical form; write "{{canonical}}".',
      cidr: '`{{path}}` is "{{value}}", not in canonical form; write "{{canonical}}".',
    },
    docs: {
      description: 'Require IP addresses and CIDRs of a Service in canonical form',
      spec: { doc: 'part1', section: 'ServiceSpec', field: 'clusterIPs' },
      details:
        'The v1.34 server still accepts IPv4 addresses with leading zeros (read as decimal, although other software reads them as ' +
        'octal), IPv4-mapped IPv6 addresses and IPv6 addresses in non-canonical spelling in `clusterIPs`, `externalIPs`, ' +
        '`loadBalancerIP` and `loadBalancerSourceRanges`, and sends a warning for each. For CIDRs it also warns when bits are set ' +
        'after the prefix (`10.0.0.1/8` means `10.0.0.0/8`). Plumbline warns likewise and offers the canonical form as a fix.',
    },
  },
  check(ctx) {
    const spec = svcSpec(ctx);
    const checkIp = (value: unknown, path: PathSegment[], extra: { at?: readonly PathSegment[] } = {}): void => {
      if (typeof value !== 'string') return;
      const ip = legacyIp(value);
      if (!ip) return;
      const canonical = preferredIp(ip);
      if (canonical === value) return;
      ctx.report({
        messageId: 'ip',
        path,
        ...extra,
        data: { path: pathText(path), value, canonical },
        fix: { description: `Use ${canonical}`, path: extra.at ?? path, action: 'set', value: canonical },
      });
    };
    if (needsClusterIP(spec) && !isHeadless(spec) && Array.isArray(spec.clusterIPs)) {
      spec.clusterIPs.forEach((ip, i) => checkIp(ip, ['spec', 'clusterIPs', i], i === 0 ? clusterIPsAt(ctx) : {}));
    }
    if (Array.isArray(spec.externalIPs)) spec.externalIPs.forEach((ip, i) => checkIp(ip, ['spec', 'externalIPs', i]));
    checkIp(spec.loadBalancerIP, ['spec', 'loadBalancerIP']);
    if (Array.isArray(spec.loadBalancerSourceRanges)) {
      spec.loadBalancerSourceRanges.forEach((value, i) => {
        if (typeof value !== 'string') return;
        const cidr = parseCidr(value.trim());
        if (!cidr || !cidr.nonCanonical) return;
        const path = ['spec', 'loadBalancerSourceRanges', i];
        ctx.report({
          messageId: 'cidr',
          path,
          data: { path: `spec.loadBalancerSourceRanges[${i}]`, value, canonical: cidr.canonical },
          fix: { description: `Use ${cidr.canonical}`, path, action: 'set', value: cidr.canonical },
        });
      });
    }
  },
});
