import { createRule } from '@plumbline/engine';
import { needsClusterIP } from './kind.js';
import { stringList, svcSpec } from './_util.js';

export default createRule({
  id: 'service/cluster-ips-mismatch',
  meta: {
    kinds: ['Service'],
    type: 'cross-field',
    severity: 'error',
    messages: {
      firstDiffers: '`spec.clusterIPs[0]` is "{{first}}" but `spec.clusterIP` is "{{clusterIP}}"; the first entry must equal `clusterIP`.',
      withoutClusterIP:
        '`spec.clusterIPs` is set while `spec.clusterIP` is empty; set `clusterIP` to the first entry or remove ' + '`clusterIPs`.',
    },
    docs: {
      description: 'Require clusterIPs to start with clusterIP',
      spec: { doc: 'part1', section: 'ServiceSpec', field: 'clusterIPs' },
      details:
        'When `clusterIP` is set, `clusterIPs[0]` must equal it; when `clusterIP` is empty, `clusterIPs` must be empty too. The server ' +
        'reports both at `spec.clusterIPs` (Invalid). On create it fills `clusterIPs` from a lone `clusterIP`, and on update it keeps ' +
        'the pair in step when only one of them changed (an empty `clusterIP` clears `clusterIPs`, another value replaces ' +
        '`clusterIPs[0]`), and it keeps the stored values when both are left empty. The check of the server for a set `clusterIP` with ' +
        'an empty `clusterIPs` (Required) can therefore not be reached through the API, and Plumbline does not carry it.',
    },
  },
  check(ctx) {
    const spec = svcSpec(ctx);
    if (!needsClusterIP(spec)) return;
    const clusterIP = typeof spec.clusterIP === 'string' ? spec.clusterIP : '';
    const ips = stringList(spec.clusterIPs);
    const count = Array.isArray(spec.clusterIPs) ? spec.clusterIPs.length : 0;
    if (clusterIP !== '') {
      if (count > 0 && ips[0] !== clusterIP)
        ctx.report({
          messageId: 'firstDiffers',
          path: ['spec', 'clusterIPs'],
          data: { first: String((spec.clusterIPs as unknown[])[0]), clusterIP },
        });
    } else if (count > 0) {
      ctx.report({ messageId: 'withoutClusterIP', path: ['spec', 'clusterIPs'] });
    }
  },
});
