import { createRule, dns1123Subdomain } from '@plumbline/engine';
import { ingressChecked, ingressPoints } from './_status.js';
import { legacyIp } from './_util.js';

export default createRule({
  id: 'service/status-ingress-hostname-invalid',
  meta: {
    kinds: ['Service'],
    type: 'field',
    severity: 'error',
    subresource: 'status',
    messages: {
      invalid: '`status.loadBalancer.ingress[{{index}}].hostname` is "{{value}}": {{problem}}.',
      isIp: '`status.loadBalancer.ingress[{{index}}].hostname` is "{{value}}", an IP address; put IP addresses in `ip`.',
    },
    docs: {
      description: 'Require a DNS name, not an IP address, as the hostname of a load-balancer ingress point',
      spec: { doc: 'part1', section: 'ServiceStatus' },
      details:
        'On status updates the server checks each non-empty `hostname` as a lowercase RFC 1123 subdomain and refuses a hostname ' +
        'that parses as an IP address; both are reported at `hostname` (Invalid).',
    },
  },
  check(ctx) {
    if (!ingressChecked(ctx)) return;
    for (const { point, index, path } of ingressPoints(ctx)) {
      const value = point.hostname;
      if (typeof value !== 'string' || value === '') continue;
      for (const problem of dns1123Subdomain(value))
        ctx.report({ messageId: 'invalid', path: [...path, 'hostname'], data: { index, value, problem } });
      if (legacyIp(value)) ctx.report({ messageId: 'isIp', path: [...path, 'hostname'], data: { index, value } });
    }
  },
});
