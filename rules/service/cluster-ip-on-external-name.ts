import { createRule, type Fix } from '@plumbline/engine';
import { clusterIPsDerived, typeOf } from './kind.js';
import { clusterIPsAt, svcSpec } from './_util.js';

export default createRule({
  id: 'service/cluster-ip-on-external-name',
  meta: {
    kinds: ['Service'],
    type: 'cross-field',
    severity: 'error',
    reason: 'FieldValueForbidden',
    messages: {
      forbidden: '`spec.{{field}}` is set on an ExternalName Service; ExternalName Services have no cluster IP (not even "None").',
    },
    docs: {
      description: 'Disallow clusterIP and clusterIPs on ExternalName Services',
      spec: [
        { doc: 'part1', section: 'ServiceSpec', field: 'clusterIP' },
        { doc: 'part1', section: 'Errors' },
      ],
      details:
        'Creating an ExternalName Service with `clusterIP` or `clusterIPs` fails, `None` included. The server fills `clusterIPs` from ' +
        '`clusterIP` first, so it reports both at `spec.clusterIPs` (Forbidden). When an update changes the type to ExternalName and ' +
        'leaves `clusterIPs` as stored, the server clears `clusterIP` and `clusterIPs` itself; if the manifest changes `clusterIPs` at ' +
        'the same time, they stay and are refused. A fix removes the field when only one of the two is written.',
    },
  },
  check(ctx) {
    const spec = svcSpec(ctx);
    if (typeOf(spec) !== 'ExternalName' || !Array.isArray(spec.clusterIPs) || spec.clusterIPs.length === 0) return;
    const derived = clusterIPsDerived(ctx);
    const hasClusterIP = typeof spec.clusterIP === 'string' && spec.clusterIP !== '';
    let fix: Fix | undefined;
    if (derived) fix = { description: 'Remove clusterIP', path: ['spec', 'clusterIP'], action: 'remove' };
    else if (!hasClusterIP) fix = { description: 'Remove clusterIPs', path: ['spec', 'clusterIPs'], action: 'remove' };
    ctx.report({
      messageId: 'forbidden',
      path: ['spec', 'clusterIPs'],
      ...clusterIPsAt(ctx),
      data: { field: derived ? 'clusterIP' : 'clusterIPs' },
      ...(fix ? { fix } : {}),
    });
  },
});
