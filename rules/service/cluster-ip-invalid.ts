import { createRule } from '@plumbline/engine';
import { obj } from '../_shared/helpers.js';
import { needsClusterIP } from './kind.js';
import { clusterIPsAt, legacyIp, svcSpec } from './_util.js';

export default createRule({
  id: 'service/cluster-ip-invalid',
  meta: {
    kinds: ['Service'],
    type: 'field',
    severity: 'error',
    messages: {
      notIp: '`spec.clusterIPs[{{index}}]` is "{{value}}"; it must be an IP address such as 10.96.0.10 or fd00:10:96::a.',
      noneNotAlone: '`spec.clusterIPs` is [{{values}}]; "None" may only be the first and only entry.',
    },
    docs: {
      description: 'Enforce an IP address or None as cluster IP',
      spec: [
        { doc: 'part1', section: 'ServiceSpec', field: 'clusterIP' },
        { doc: 'part1', section: 'ServiceSpec', field: 'clusterIPs' },
      ],
      details:
        'On create the server fills `clusterIPs` from `clusterIP` when only `clusterIP` is given, so both are checked through ' +
        '`clusterIPs`, and it reports at `spec.clusterIPs[i]` (the editor points at `clusterIP` when `clusterIPs` is not written). An ' +
        'entry is `None` (headless, only as the single entry) or an IP address; IPv4 addresses with leading zeros are still accepted ' +
        'by the v1.34 legacy parser (`service/ip-not-canonical` warns). The specification allows `None` in any entry; the server does ' +
        'not, and Plumbline follows the server. On update, entries that were already stored are not checked again. ExternalName ' +
        'Services are checked by `service/cluster-ip-on-external-name` instead.',
    },
  },
  check(ctx) {
    const spec = svcSpec(ctx);
    if (!needsClusterIP(spec) || !Array.isArray(spec.clusterIPs)) return;
    const ips = spec.clusterIPs;
    const stored = new Set(ctx.oldObject ? ((obj(ctx.oldObject.spec).clusterIPs as unknown[] | undefined) ?? []) : []);
    ips.forEach((ip, index) => {
      if (typeof ip !== 'string') return;
      if (index === 0 && ip === 'None') {
        if (ips.length > 1)
          ctx.report({
            messageId: 'noneNotAlone',
            path: ['spec', 'clusterIPs'],
            data: { values: ips.map((v) => `"${String(v)}"`).join(', ') },
          });
        return;
      }
      if (stored.has(ip) || legacyIp(ip)) return;
      ctx.report({ messageId: 'notIp', path: ['spec', 'clusterIPs', index], ...clusterIPsAt(ctx), data: { index, value: ip } });
    });
  },
});
