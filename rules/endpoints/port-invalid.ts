import { createRule, qualifiedName } from '@plumbline/engine';
import { arr, eachItem, isObject, pathText, quoteList } from '../_shared/helpers.js';
import { PORT_PROTOCOLS } from '../_shared/net.js';

export default createRule({
  id: 'endpoints/port-invalid',
  meta: {
    kinds: ['Endpoints'],
    type: 'field',
    severity: 'error',
    messages: {
      number: '`{{path}}` is {{value}}; a port number must be between 1 and 65535.',
      protocol: '`{{path}}` is "{{value}}"; supported values: {{allowed}}.',
      appProtocol: '`{{path}}` is "{{value}}": {{problem}}.',
    },
    docs: {
      description: 'Enforce the port number, protocol and appProtocol of Endpoints ports',
      spec: [
        { doc: 'part1', section: 'Endpoints (deprecated from release 1.33 on; use EndpointSlice)', field: 'port' },
        { doc: 'part1', section: 'Shared conventions', field: 'appProtocol' },
      ],
      details:
        '`port` is required and must be 1 to 65535 (a missing port is 0 to the server). `protocol` is defaulted to `TCP` before ' +
        'validation when it is missing or empty, and must then be `TCP`, `UDP` or `SCTP` (case-sensitive). `appProtocol`, when set, ' +
        'must be a qualified name (label-key syntax: an optional DNS subdomain prefix and `/`, then letters, digits, `-`, `_`, `.`).',
    },
  },
  check(ctx) {
    arr(ctx.object.subsets).forEach((_, i) => {
      eachItem(ctx.object, ['subsets', i, 'ports'], (port, itemPath) => {
        if (!isObject(port)) return;
        const number = typeof port.port === 'number' ? port.port : 0;
        if (!Number.isInteger(number) || number < 1 || number > 65535) {
          const path = [...itemPath, 'port'];
          ctx.report({ messageId: 'number', path, data: { path: pathText(path), value: number } });
        }
        if (typeof port.protocol === 'string') {
          const path = [...itemPath, 'protocol'];
          if (!(PORT_PROTOCOLS as readonly string[]).includes(port.protocol)) {
            ctx.report({
              messageId: 'protocol',
              path,
              reason: 'FieldValueNotSupported',
              data: { path: pathText(path), value: port.protocol, allowed: quoteList(PORT_PROTOCOLS) },
              fix:
                port.protocol.toUpperCase() !== port.protocol && (PORT_PROTOCOLS as readonly string[]).includes(port.protocol.toUpperCase())
                  ? { description: `Use ${port.protocol.toUpperCase()}`, path, action: 'set', value: port.protocol.toUpperCase() }
                  : undefined,
            });
          }
        }
        if (typeof port.appProtocol === 'string') {
          const path = [...itemPath, 'appProtocol'];
          for (const problem of qualifiedName(port.appProtocol))
            ctx.report({ messageId: 'appProtocol', path, data: { path: pathText(path), value: port.appProtocol, problem } });
        }
      });
    });
  },
});
