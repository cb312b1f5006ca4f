import { createRule, parseIp } from '@plumbline/engine';
import { obj, str } from '../_shared/helpers.js';

export default createRule({
  id: 'ip-address/name-invalid',
  meta: {
    kinds: ['IPAddress'],
    type: 'field',
    severity: 'error',
    messages: {
      notAnIp:
        '`metadata.name` is "{{name}}"; an IPAddress is named by one IP address, such as 10.96.0.10 or 2001:db8::a (not a CIDR or ' +
        'a hostname).',
      leadingZeros: '`metadata.name` is "{{name}}"; IPv4 octets must not have leading zeros: use "{{canonical}}".',
      ipv4Mapped: '`metadata.name` is "{{name}}"; an IPv4-mapped IPv6 address is not allowed, use the IPv4 address "{{ipv4}}".',
      nonCanonical: '`metadata.name` is "{{name}}"; the name must be the canonical form of the address, "{{canonical}}".',
    },
    docs: {
      description: 'Require the IPAddress name to be one IP address in canonical form',
      spec: { doc: 'part2', section: 'IPAddress', field: 'metadata.name' },
      details:
        'The API server requires the name of an IPAddress to be a single IP address in canonical form: IPv4 in dotted decimal without ' +
        'leading zeros ("must not have leading 0s"), IPv6 as RFC 5952 writes it (lowercase, longest zero run compressed, no leading ' +
        'zeros in groups; "must be in canonical form"). IPv4-mapped IPv6 addresses and zones are refused. Each message names the ' +
        'canonical form and a fix renames the object. `generateName` cannot produce such names.',
    },
  },
  check(ctx) {
    const name = str(obj(ctx.object.metadata).name);
    if (!name) return;
    const ip = parseIp(name);
    const path = ['metadata', 'name'];
    if (!ip) {
      ctx.report({ messageId: 'notAnIp', path, data: { name } });
      return;
    }
    const fix = { description: `Rename to ${ip.canonical}`, path, action: 'set' as const, value: ip.canonical };
    if (ip.leadingZeros) {
      ctx.report({ messageId: 'leadingZeros', path, data: { name, canonical: ip.canonical }, fix });
      return;
    }
    if (ip.address.kind() === 'ipv6' && ip.family === 'IPv4') {
      const ipv4 = (ip.address as import('ipaddr.js').IPv6).toIPv4Address().toString();
      ctx.report({ messageId: 'ipv4Mapped', path, data: { name, ipv4 }, fix: { ...fix, description: `Rename to ${ipv4}`, value: ipv4 } });
      return;
    }
    if (ip.nonCanonical) ctx.report({ messageId: 'nonCanonical', path, data: { name, canonical: ip.canonical }, fix });
  },
});
