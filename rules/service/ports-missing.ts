import { createRule } from '@plumbline/engine';
import { isHeadless, typeOf } from './kind.js';
import { svcSpec } from './_util.js';

export default createRule({
  id: 'service/ports-missing',
  meta: {
    kinds: ['Service'],
    type: 'cross-field',
    severity: 'error',
    reason: 'FieldValueRequired',
    messages: {
      missing: '`spec.ports` is empty; a {{type}} Service needs at least one port unless it is headless (`clusterIP: None`).',
    },
    docs: {
      description: 'Require at least one port unless the Service is headless or ExternalName',
      spec: { doc: 'part1', section: 'ServiceSpec', field: 'ports' },
      details:
        'The server requires `spec.ports` for every Service except headless ones (`clusterIPs` exactly `["None"]`, which it fills from ' +
        '`clusterIP: None` on create) and ExternalName ones, and reports `spec.ports` as Required. The specification does not say that ' +
        'ports are required; Plumbline follows the server.',
    },
  },
  check(ctx) {
    const spec = svcSpec(ctx);
    const ports = Array.isArray(spec.ports) ? spec.ports : [];
    if (ports.length > 0 || isHeadless(spec) || typeOf(spec) === 'ExternalName') return;
    ctx.report({ messageId: 'missing', path: ['spec', 'ports'], data: { type: typeOf(spec) } });
  },
});
