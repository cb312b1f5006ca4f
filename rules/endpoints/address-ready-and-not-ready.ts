import { createRule, parseIp } from '@plumbline/engine';
import { arr, isObject, str } from '../_shared/helpers.js';

export default createRule({
  id: 'endpoints/address-ready-and-not-ready',
  meta: {
    kinds: ['Endpoints'],
    type: 'cross-field',
    severity: 'warning',
    messages: {
      both:
        '`subsets[{{subset}}].notReadyAddresses[{{index}}].ip` is {{ip}}, which is also listed in `subsets[{{subset}}].addresses`; ' +
        'an address is either ready or not ready.',
    },
    docs: {
      description: 'Disallow an address that is both ready and not ready in one Endpoints subset',
      spec: { doc: 'part1', section: 'Endpoints (deprecated from release 1.33 on; use EndpointSlice)' },
      details:
        'The specification says an address must not appear in both `addresses` and `notReadyAddresses` of the same subset. The v1.34 API ' +
        'server does not check this and stores such an object; consumers then see the address as ready and not ready at once. ' +
        "Plumbline warns (the verdict stays the server's). IPs are compared in canonical form, so `10.0.0.1` and `10.0.0.01` are the " +
        'same address.',
    },
  },
  check(ctx) {
    arr(ctx.object.subsets).forEach((subset, s) => {
      if (!isObject(subset)) return;
      const canonical = (value: unknown): string | undefined => {
        const text = str(value);
        if (text === undefined) return undefined;
        // Addresses that are not IPs are reported by endpoints/address-ip-invalid.
        return parseIp(text)?.canonical;
      };
      const ready = new Set(
        arr(subset.addresses)
          .map((a) => (isObject(a) ? canonical(a.ip) : undefined))
          .filter((v): v is string => v !== undefined && v !== ''),
      );
      arr(subset.notReadyAddresses).forEach((address, index) => {
        if (!isObject(address)) return;
        const ip = canonical(address.ip);
        if (ip !== undefined && ready.has(ip))
          ctx.report({
            messageId: 'both',
            path: ['subsets', s, 'notReadyAddresses', index, 'ip'],
            data: { subset: s, index, ip: String(address.ip) },
          });
      });
    });
  },
});
