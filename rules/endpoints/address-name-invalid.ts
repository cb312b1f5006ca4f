import { createRule, dns1123Label, dns1123Subdomain } from '@plumbline/engine';
import { arr, eachItem, isObject, pathText } from '../_shared/helpers.js';

export default createRule({
  id: 'endpoints/address-name-invalid',
  meta: {
    kinds: ['Endpoints'],
    type: 'field',
    severity: 'error',
    messages: {
      hostname: '`{{path}}` is "{{value}}": {{problem}} (a hostname is a DNS label).',
      nodeName: '`{{path}}` is "{{value}}": {{problem}} (a node name is a DNS subdomain).',
    },
    docs: {
      description: 'Enforce the hostname and nodeName formats of Endpoints addresses',
      spec: { doc: 'part1', section: 'Endpoints (deprecated from release 1.33 on; use EndpointSlice)', field: 'hostname' },
      details:
        'A non-empty `hostname` of an address must be a lowercase RFC 1123 label (at most 63 characters); `nodeName`, when present (even ' +
        'empty), must be a lowercase RFC 1123 subdomain, the format of Node names. The server checks both in `addresses` and ' +
        '`notReadyAddresses`; `targetRef` is not checked. On update the server allows the node name of an address to change (an IP may ' +
        'move to another node).',
    },
  },
  check(ctx) {
    arr(ctx.object.subsets).forEach((_, i) => {
      for (const list of ['addresses', 'notReadyAddresses']) {
        eachItem(ctx.object, ['subsets', i, list], (address, itemPath) => {
          if (!isObject(address)) return;
          if (typeof address.hostname === 'string' && address.hostname !== '') {
            const path = [...itemPath, 'hostname'];
            for (const problem of dns1123Label(address.hostname))
              ctx.report({ messageId: 'hostname', path, data: { path: pathText(path), value: address.hostname, problem } });
          }
          if (typeof address.nodeName === 'string') {
            const path = [...itemPath, 'nodeName'];
            for (const problem of dns1123Subdomain(address.nodeName))
              ctx.report({ messageId: 'nodeName', path, data: { path: pathText(path), value: address.nodeName, problem } });
          }
        });
      }
    });
  },
});
