import { createRule } from '@plumbline/engine';
import { arr, eachItem, isObject, pathText, str } from '../_shared/helpers.js';
import { endpointIpProblems } from '../_shared/net.js';

export default createRule({
  id: 'endpoints/address-ip-invalid',
  meta: {
    kinds: ['Endpoints'],
    type: 'field',
    severity: 'error',
    messages: {
      required: '`{{path}}` is missing; every endpoint address needs an IP.',
      invalid: '`{{path}}` is "{{value}}", which is not an IP address (expected e.g. 10.9.8.7 or 2001:db8::ffff, without a prefix length).',
      special: '`{{path}}` is "{{value}}", which is in {{range}}; such addresses cannot be endpoints.',
      leadingZeros: '`{{path}}` is "{{value}}": IPv4 octets must not have leading zeros (StrictIPCIDRValidation is on).',
      mapped:
        '`{{path}}` is "{{value}}": an IPv4-mapped IPv6 address is not allowed (StrictIPCIDRValidation is on); write the IPv4 ' +
        'address.',
    },
    docs: {
      description: 'Require a usable IP on every Endpoints address',
      spec: [
        { doc: 'part1', section: 'Endpoints (deprecated from release 1.33 on; use EndpointSlice)', field: 'ip' },
        { doc: 'part1', section: 'Errors' },
      ],
      details:
        'Each entry of `subsets[].addresses` and `subsets[].notReadyAddresses` needs `ip`, an IPv4 or IPv6 address. The server refuses ' +
        'the unspecified address (`0.0.0.0`, `::`), loopback (127.0.0.0/8, ::1), link-local unicast (169.254.0.0/16, fe80::/10) and ' +
        'link-local multicast (224.0.0.0/24 and the ff02::/16 scope, which Go reads as every `ffX2::` address). An IPv4-mapped IPv6 ' +
        'address counts as the IPv4 address inside it. The v1.34 server parses IPs leniently: IPv4 octets with leading zeros are read ' +
        'as decimal; only with the alpha `StrictIPCIDRValidation` gate on does it refuse leading zeros and IPv4-mapped IPv6 addresses. ' +
        'The server sometimes reports two messages for one bad IP (format and non-special check); Plumbline reports one.',
    },
  },
  check(ctx) {
    const strict = ctx.gate('StrictIPCIDRValidation');
    arr(ctx.object.subsets).forEach((_, i) => {
      for (const list of ['addresses', 'notReadyAddresses']) {
        eachItem(ctx.object, ['subsets', i, list], (address, itemPath) => {
          if (!isObject(address)) return;
          const path = [...itemPath, 'ip'];
          const shown = pathText(path);
          const ip = str(address.ip);
          if (ip === undefined || ip === '') {
            ctx.report({ messageId: 'required', path, reason: 'FieldValueRequired', data: { path: shown } });
            return;
          }
          for (const problem of endpointIpProblems(ip, strict).problems) {
            if (problem.code === 'special')
              ctx.report({ messageId: 'special', path, data: { path: shown, value: ip, range: problem.range } });
            else ctx.report({ messageId: problem.code, path, data: { path: shown, value: ip } });
          }
        });
      }
    });
  },
});
