import { createRule, dns1123Label, dns1123Subdomain } from '@plumbline/engine';
import { pathText } from '../_shared/helpers.js';
import { eachEndpoint } from './_endpoints.js';

export default createRule({
  id: 'endpoint-slice/endpoint-name-invalid',
  meta: {
    kinds: ['EndpointSlice'],
    type: 'field',
    severity: 'error',
    messages: {
      hostname: '`{{path}}` is "{{value}}": {{problem}} (a hostname is a DNS label).',
      nodeName: '`{{path}}` is "{{value}}": {{problem}} (a node name is a DNS subdomain).',
    },
    docs: {
      description: 'Enforce the hostname and nodeName formats of EndpointSlice endpoints',
      spec: { doc: 'part1', section: 'EndpointSlice', field: 'hostname' },
      details:
        '`hostname`, when present (even empty), must be a lowercase RFC 1123 label (at most 63 characters); `nodeName`, when ' +
        'present, must be a lowercase RFC 1123 subdomain, the format of Node names. `zone` and `targetRef` are not checked by the server.',
    },
  },
  check(ctx) {
    eachEndpoint(ctx, (endpoint, base) => {
      if (typeof endpoint.hostname === 'string') {
        const path = [...base, 'hostname'];
        for (const problem of dns1123Label(endpoint.hostname))
          ctx.report({ messageId: 'hostname', path, data: { path: pathText(path), value: endpoint.hostname, problem } });
      }
      if (typeof endpoint.nodeName === 'string') {
        const path = [...base, 'nodeName'];
        for (const problem of dns1123Subdomain(endpoint.nodeName))
          ctx.report({ messageId: 'nodeName', path, data: { path: pathText(path), value: endpoint.nodeName, problem } });
      }
    });
  },
});
