import { createRule } from '@plumbline/engine';
import { arr, isObject, obj, pathText, quoteList } from '../_shared/helpers.js';
import { PORT_PROTOCOLS } from '../_shared/net.js';

const ERROR_CODE = /^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*\/)?[A-Z][A-Za-z0-9]*$/;

export default createRule({
  id: 'ingress/status-port-invalid',
  meta: {
    kinds: ['Ingress'],
    type: 'field',
    severity: 'warning',
    subresource: 'status',
    messages: {
      portRequired: '`{{path}}` is missing; each port status names its port.',
      protocolRequired: '`{{path}}` is missing; use TCP, UDP or SCTP.',
      protocol: '`{{path}}` is "{{value}}"; supported values: {{allowed}}.',
      error: '`{{path}}` is "{{value}}"; an error code is CamelCase or `<domain>/CamelCase`.',
    },
    docs: {
      description: 'Enforce the fields of Ingress load-balancer port status',
      spec: { doc: 'part1', section: 'Ingress', field: 'status' },
      details:
        'The specification requires `port` and `protocol` (`TCP`, `UDP` or `SCTP`) in each ' +
        '`status.loadBalancer.ingress[].ports[]` entry and gives `error` as a CamelCase code, optionally `<domain>/`-prefixed. The v1.34 ' +
        'server checks only `ip` and `hostname` of Ingress status and stores any port entry, so Plumbline warns (the verdict stays the ' +
        "server's).",
    },
  },
  check(ctx) {
    arr(obj(obj(obj(ctx.object.status).loadBalancer)).ingress).forEach((entry, i) => {
      if (!isObject(entry)) return;
      arr(entry.ports).forEach((port, j) => {
        if (!isObject(port)) return;
        const base = ['status', 'loadBalancer', 'ingress', i, 'ports', j];
        if (typeof port.port !== 'number')
          ctx.report({
            messageId: 'portRequired',
            path: [...base, 'port'],
            reason: 'FieldValueRequired',
            data: { path: pathText([...base, 'port']) },
          });
        const protocolPath = [...base, 'protocol'];
        if (typeof port.protocol !== 'string' || port.protocol === '')
          ctx.report({
            messageId: 'protocolRequired',
            path: protocolPath,
            reason: 'FieldValueRequired',
            data: { path: pathText(protocolPath) },
          });
        else if (!(PORT_PROTOCOLS as readonly string[]).includes(port.protocol))
          ctx.report({
            messageId: 'protocol',
            path: protocolPath,
            reason: 'FieldValueNotSupported',
            data: { path: pathText(protocolPath), value: port.protocol, allowed: quoteList(PORT_PROTOCOLS) },
          });
        if (typeof port.error === 'string' && !ERROR_CODE.test(port.error))
          ctx.report({ messageId: 'error', path: [...base, 'error'], data: { path: pathText([...base, 'error']), value: port.error } });
      });
    });
  },
});
