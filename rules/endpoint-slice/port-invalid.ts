import { createRule, dns1123Label, qualifiedName } from '@plumbline/engine';
import { arr, isObject, pathText, quoteList } from '../_shared/helpers.js';
import { PORT_PROTOCOLS } from '../_shared/net.js';

export const MAX_PORTS = 20000;

export default createRule({
  id: 'endpoint-slice/port-invalid',
  meta: {
    kinds: ['EndpointSlice'],
    type: 'field',
    severity: 'error',
    messages: {
      tooMany: '`ports` has {{count}} entries; the server allows at most {{max}}.',
      name: '`{{path}}` is "{{value}}": {{problem}}.',
      duplicate: '`{{path}}` is "{{value}}", already used by `ports[{{first}}]`; port names must be unique in a slice.',
      protocol: '`{{path}}` is "{{value}}"; supported values: {{allowed}}.',
      appProtocol: '`{{path}}` is "{{value}}": {{problem}}.',
    },
    docs: {
      description: 'Enforce unique, well-formed port names and supported protocols on EndpointSlice ports',
      spec: [
        { doc: 'part1', section: 'EndpointSlice', field: 'ports' },
        { doc: 'part1', section: 'Shared conventions', field: 'appProtocol' },
      ],
      details:
        'A port name defaults to the empty string and must be empty or a lowercase RFC 1123 label; names are unique within the slice, ' +
        'and the empty name counts too, so two unnamed ports are duplicates. `protocol` defaults to `TCP` and must be `TCP`, `UDP` or ' +
        '`SCTP`; `appProtocol` must be a qualified name. The specification words a DNS label as lowercase letters and `-` starting and ' +
        'ending with a letter; the server (and Plumbline) use the usual RFC 1123 label, where digits are allowed too (`web-8080`, ' +
        '`h2c`): warning on digits would flag Service-derived names that the slice controller itself writes. The port number is not ' +
        'checked by the server (it may even be missing for slices that are not derived from a Service). The v1.34 server allows up to ' +
        "20000 ports per slice and then stops checking ports; the specification's limit of 100 is reported by " +
        '`endpoint-slice/too-many-ports` as a warning. The specification says a slice derived from a Service always has at least one ' +
        'port; the server does not require ports, and the slice controller itself writes slices without ports for a Service that ' +
        'defines none (a headless Service used only for DNS), so Plumbline does not report an empty `ports` list.',
    },
  },
  check(ctx) {
    const ports = arr(ctx.object.ports);
    if (ports.length > MAX_PORTS) {
      ctx.report({ messageId: 'tooMany', path: ['ports'], reason: 'FieldValueTooMany', data: { count: ports.length, max: MAX_PORTS } });
      return;
    }
    const seen = new Map<string, number>();
    ports.forEach((port, i) => {
      if (!isObject(port)) return;
      const name = typeof port.name === 'string' ? port.name : '';
      const namePath = ['ports', i, 'name'];
      if (name !== '')
        for (const problem of dns1123Label(name))
          ctx.report({ messageId: 'name', path: namePath, data: { path: pathText(namePath), value: name, problem } });
      const first = seen.get(name);
      if (first !== undefined)
        ctx.report({
          messageId: 'duplicate',
          path: namePath,
          reason: 'FieldValueDuplicate',
          data: { path: pathText(namePath), value: name, first },
        });
      else seen.set(name, i);
      if (typeof port.protocol === 'string' && !(PORT_PROTOCOLS as readonly string[]).includes(port.protocol)) {
        const path = ['ports', i, 'protocol'];
        const upper = port.protocol.toUpperCase();
        ctx.report({
          messageId: 'protocol',
          path,
          reason: 'FieldValueNotSupported',
          data: { path: pathText(path), value: port.protocol, allowed: quoteList(PORT_PROTOCOLS) },
          ...((PORT_PROTOCOLS as readonly string[]).includes(upper)
            ? { fix: { description: `Use ${upper}`, path, action: 'set' as const, value: upper } }
            : {}),
        });
      }
      if (typeof port.appProtocol === 'string') {
        const path = ['ports', i, 'appProtocol'];
        for (const problem of qualifiedName(port.appProtocol))
          ctx.report({ messageId: 'appProtocol', path, data: { path: pathText(path), value: port.appProtocol, problem } });
      }
    });
  },
});
