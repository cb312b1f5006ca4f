import { createRule, isLinkLocalMulticast, isLinkLocalUnicast, isLoopback, isUnspecified } from '@plumbline/engine';
import { legacyIp, svcSpec } from './_util.js';

export default createRule({
  id: 'service/external-ip-invalid',
  meta: {
    kinds: ['Service'],
    type: 'field',
    severity: 'error',
    messages: {
      notIp: '`spec.externalIPs[{{index}}]` is "{{value}}"; it must be an IP address such as 192.0.2.10 or 2001:db8::10.',
      special: '`spec.externalIPs[{{index}}]` is {{value}}, {{kind}} address; external IPs must be routable unicast addresses.',
    },
    docs: {
      description: 'Require routable IP addresses in externalIPs',
      spec: { doc: 'part1', section: 'ServiceSpec', field: 'externalIPs' },
      details:
        'Each entry must be an IP address (IPv4 leading zeros are still tolerated by the v1.34 legacy parser) and may not be ' +
        'unspecified (0.0.0.0, ::), loopback (127.0.0.0/8, ::1), link-local (169.254.0.0/16, fe80::/10) or link-local multicast ' +
        '(224.0.0.0/24, ff02::/16). The server checks this for every type; on ExternalName it additionally warns that the field is ' +
        'ignored (`service/external-ips-ignored`).',
    },
  },
  check(ctx) {
    const ips = svcSpec(ctx).externalIPs;
    if (!Array.isArray(ips)) return;
    ips.forEach((value, index) => {
      if (typeof value !== 'string') return;
      const path = ['spec', 'externalIPs', index];
      const ip = legacyIp(value);
      if (!ip) {
        ctx.report({ messageId: 'notIp', path, data: { index, value } });
        return;
      }
      const kind = isUnspecified(ip)
        ? 'an unspecified'
        : isLoopback(ip)
          ? 'a loopback'
          : isLinkLocalUnicast(ip)
            ? 'a link-local'
            : isLinkLocalMulticast(ip)
              ? 'a link-local multicast'
              : undefined;
      if (kind) ctx.report({ messageId: 'special', path, data: { index, value, kind } });
    });
  },
});
