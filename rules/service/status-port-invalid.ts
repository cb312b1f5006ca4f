import { createRule } from '@plumbline/engine';
import { isObject, obj } from '../_shared/helpers.js';
import { PROTOCOLS } from './kind.js';
import { ingressPoints } from './_status.js';
import { servicePorts } from './_util.js';

const PORT_ERROR = /^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*\/)?[A-Z][A-Za-z0-9]*$/;

export default createRule({
  id: 'service/status-port-invalid',
  meta: {
    kinds: ['Service'],
    type: 'field',
    severity: 'warning',
    subresource: 'status',
    messages: {
      portMissing: '`status.loadBalancer.ingress[{{index}}].ports[{{port}}].port` is missing; the specification requires the port number.',
      protocolMissing:
        '`status.loadBalancer.ingress[{{index}}].ports[{{port}}].protocol` is missing; the specification requires TCP, ' + 'UDP or SCTP.',
      protocolUnsupported:
        '`status.loadBalancer.ingress[{{index}}].ports[{{port}}].protocol` is "{{value}}"; the specification allows ' +
        '"TCP", "UDP", "SCTP".',
      error:
        '`status.loadBalancer.ingress[{{index}}].ports[{{port}}].error` is "{{value}}"; the specification asks for CamelCase or ' +
        '`<domain>/CamelCase`.',
      portNotListed:
        '`status.loadBalancer.ingress[{{index}}].ports` does not list {{number}}/{{protocol}} of ' +
        '`spec.ports[{{specIndex}}]`; when set, the specification asks for every port of the Service.',
    },
    docs: {
      description: 'Require port and protocol in load-balancer port status, a CamelCase error, and every Service port listed',
      spec: { doc: 'part1', section: 'ServiceStatus' },
      details:
        'The specification requires `port` and `protocol` (TCP, UDP or SCTP) in each PortStatus and asks for `error` values in ' +
        'CamelCase, or `<domain>/CamelCase` for environment-specific reasons. When an ingress point sets `ports`, the specification ' +
        'says the list covers every port the Service defines; Plumbline compares it with `spec.ports` of the stored Service (a status ' +
        'update keeps the stored spec) by number and protocol, and reports each Service port the list leaves out (an empty list counts ' +
        'as unset). The v1.34 server validates only `ip`, `hostname` and `ipMode` of an ingress point and accepts any port status. The ' +
        "specification is stricter, so Plumbline keeps the server's verdict and warns.",
    },
  },
  check(ctx) {
    for (const { point, index, path } of ingressPoints(ctx)) {
      if (!Array.isArray(point.ports)) continue;
      point.ports.forEach((entry, port) => {
        if (!isObject(entry)) return;
        const at = [...path, 'ports', port];
        if (entry.port === undefined || entry.port === null)
          ctx.report({ messageId: 'portMissing', path: [...at, 'port'], reason: 'FieldValueRequired', data: { index, port } });
        if (entry.protocol === undefined || entry.protocol === null || entry.protocol === '')
          ctx.report({ messageId: 'protocolMissing', path: [...at, 'protocol'], reason: 'FieldValueRequired', data: { index, port } });
        else if (typeof entry.protocol === 'string' && !(PROTOCOLS as readonly string[]).includes(entry.protocol))
          ctx.report({
            messageId: 'protocolUnsupported',
            path: [...at, 'protocol'],
            reason: 'FieldValueNotSupported',
            data: { index, port, value: entry.protocol },
          });
        if (typeof entry.error === 'string' && entry.error !== '' && !PORT_ERROR.test(entry.error))
          ctx.report({ messageId: 'error', path: [...at, 'error'], data: { index, port, value: entry.error } });
      });
      if (point.ports.length === 0) continue;
      const listed = point.ports.filter(isObject);
      for (const { port: servicePort, index: specIndex } of servicePorts(obj(ctx.object.spec))) {
        const number = servicePort.port;
        if (typeof number !== 'number') continue;
        const protocol = typeof servicePort.protocol === 'string' ? servicePort.protocol : 'TCP';
        // An entry without a protocol (reported above) matches on the number alone.
        const found = listed.some(
          (entry) =>
            entry.port === number &&
            (entry.protocol === protocol || entry.protocol === undefined || entry.protocol === null || entry.protocol === ''),
        );
        if (!found)
          ctx.report({
            messageId: 'portNotListed',
            path: [...path, 'ports'],
            reason: 'FieldValueRequired',
            data: { index, number, protocol, specIndex },
          });
      }
    }
  },
});
