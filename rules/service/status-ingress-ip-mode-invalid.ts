import { createRule } from '@plumbline/engine';
import { ingressChecked, ingressPoints } from './_status.js';

export default createRule({
  id: 'service/status-ingress-ip-mode-invalid',
  meta: {
    kinds: ['Service'],
    type: 'cross-field',
    severity: 'error',
    subresource: 'status',
    messages: {
      unsupported: '`status.loadBalancer.ingress[{{index}}].ipMode` is "{{value}}"; allowed: "Proxy", "VIP".',
      withoutIp:
        '`status.loadBalancer.ingress[{{index}}].ipMode` is set without `ip`; the mode describes how traffic for that IP is ' +
        'delivered.',
    },
    docs: {
      description: 'Enforce VIP or Proxy as ipMode, and only together with an IP',
      spec: { doc: 'part1', section: 'ServiceStatus' },
      details:
        'The server defaults `ipMode` to `VIP` for every ingress point with an `ip`, refuses an `ipMode` on a point without `ip` ' +
        '(Forbidden) and accepts only `VIP` and `Proxy` (NotSupported).',
    },
  },
  check(ctx) {
    if (!ingressChecked(ctx)) return;
    for (const { point, index, path } of ingressPoints(ctx)) {
      const mode = point.ipMode;
      if (mode === undefined || mode === null) continue;
      if (typeof point.ip !== 'string' || point.ip === '')
        ctx.report({ messageId: 'withoutIp', path: [...path, 'ipMode'], reason: 'FieldValueForbidden', data: { index } });
      else if (mode !== 'VIP' && mode !== 'Proxy')
        ctx.report({
          messageId: 'unsupported',
          path: [...path, 'ipMode'],
          reason: 'FieldValueNotSupported',
          data: { index, value: String(mode) },
        });
    }
  },
});
