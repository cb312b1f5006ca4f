import { createRule, parseIp } from '@plumbline/engine';
import { arr, pathText } from '../_shared/helpers.js';
import { eachEndpoint } from './_endpoints.js';

export default createRule({
  id: 'endpoint-slice/address-non-canonical',
  meta: {
    kinds: ['EndpointSlice'],
    type: 'field',
    severity: 'warning',
    messages: {
      nonCanonical: '`{{path}}` is "{{value}}"; write IPs in canonical form: "{{canonical}}".',
    },
    docs: {
      description: 'Require EndpointSlice IP addresses in canonical form',
      spec: { doc: 'part1', section: 'EndpointSlice', field: 'addresses' },
      details:
        'The specification says IPv4 and IPv6 slices hold IPs in canonical form (dotted decimal without leading zeros; RFC 5952 for ' +
        'IPv6: lowercase, leading zeros of groups dropped, the longest zero run compressed). The v1.34 server accepts other spellings ' +
        'and answers with a warning (strict parsing waits behind the alpha `StrictIPCIDRValidation` gate, see ' +
        '`endpoint-slice/address-invalid`); Plumbline warns the same way and offers the canonical text as a fix. Consumers that ' +
        'compare addresses as strings treat two spellings of one IP as two endpoints.',
    },
  },
  check(ctx) {
    const type = ctx.object.addressType;
    if (type !== 'IPv4' && type !== 'IPv6') return;
    eachEndpoint(ctx, (endpoint, base) => {
      arr(endpoint.addresses).forEach((address, i) => {
        if (typeof address !== 'string') return;
        const ip = parseIp(address);
        if (!ip || !ip.nonCanonical || ip.address.kind() !== (type === 'IPv4' ? 'ipv4' : 'ipv6')) return;
        const path = [...base, 'addresses', i];
        ctx.report({
          messageId: 'nonCanonical',
          path,
          data: { path: pathText(path), value: address, canonical: ip.canonical },
          fix: { description: `Use ${ip.canonical}`, path, action: 'set', value: ip.canonical },
        });
      });
    });
  },
});
