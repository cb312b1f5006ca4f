import { createRule } from '@plumbline/engine';
import { ingressChecked, ingressPoints } from './_status.js';
import { legacyIp } from './_util.js';

export default createRule({
  id: 'service/status-ingress-ip-invalid',
  meta: {
    kinds: ['Service'],
    type: 'field',
    severity: 'error',
    subresource: 'status',
    messages: {
      invalid: '`status.loadBalancer.ingress[{{index}}].ip` is "{{value}}"; it must be an IP address such as 203.0.113.5 or 2001:db8::5.',
    },
    docs: {
      description: 'Enforce IP syntax in load-balancer ingress points',
      spec: { doc: 'part1', section: 'ServiceStatus' },
      details:
        'On status updates the server checks each non-empty `ip` of `status.loadBalancer.ingress` as an IP address (v1.34 legacy ' +
        'parser: IPv4 leading zeros tolerated). Status sent with a create is dropped by the server and not checked.',
      serverDifferences: [
        {
          cases: ['svc.status.ignored-on-create'],
          reason:
            'The specification lists create among the status operations, but the server drops status on create and accepts the ' +
            'invalid IP; Plumbline follows the server and, having no view of the dropped status, sends no warning.',
        },
      ],
    },
  },
  check(ctx) {
    if (!ingressChecked(ctx)) return;
    for (const { point, index, path } of ingressPoints(ctx)) {
      if (typeof point.ip !== 'string' || point.ip === '' || legacyIp(point.ip)) continue;
      ctx.report({ messageId: 'invalid', path: [...path, 'ip'], data: { index, value: point.ip } });
    }
  },
});
