import { parseIp, type ParsedIp } from '@plumbline/engine';

/**
 * IP checks shared by Endpoints and EndpointSlice (and Ingress status): the API
 * server parses endpoint IPs leniently (leading zeros in IPv4 octets are read as
 * decimal) unless the StrictIPCIDRValidation gate is on, then refuses addresses that
 * make no sense as a network endpoint (unspecified, loopback, link-local unicast,
 * link-local multicast). IPv4-mapped IPv6 addresses count as IPv4, as in Go.
 */

export type IpProblem = { code: 'invalid' } | { code: 'leadingZeros' } | { code: 'mapped' } | { code: 'special'; range: string };

/** The IPv4 address behind an IPv4-mapped IPv6 address, or the address itself. */
interface V4 {
  kind(): string;
  octets: number[];
}
interface V6 {
  kind(): string;
  parts: number[];
  isIPv4MappedAddress(): boolean;
  toIPv4Address(): V4;
}

function isMapped(ip: ParsedIp): boolean {
  return ip.address.kind() === 'ipv6' && (ip.address as unknown as V6).isIPv4MappedAddress();
}

function effective(ip: ParsedIp): V4 | V6 {
  const a = ip.address as unknown as V4 | V6;
  if (isMapped(ip)) return (a as V6).toIPv4Address();
  return a;
}

/** Special ranges the server refuses for endpoints (`ValidateEndpointIP`), empty when the address is usable. */
export function specialRanges(ip: ParsedIp): string[] {
  const a = effective(ip);
  const out: string[] = [];
  if (a.kind() === 'ipv4') {
    const v4 = a as V4;
    const [o0, o1, o2] = v4.octets;
    if (v4.octets.every((o) => o === 0)) out.push('unspecified (0.0.0.0, ::)');
    if (o0 === 127) out.push('the loopback range (127.0.0.0/8, ::1/128)');
    if (o0 === 169 && o1 === 254) out.push('the link-local range (169.254.0.0/16, fe80::/10)');
    if (o0 === 224 && o1 === 0 && o2 === 0) out.push('the link-local multicast range (224.0.0.0/24, ff02::/16)');
  } else {
    const v6 = a as V6;
    const p = v6.parts;
    if (p.every((x) => x === 0)) out.push('unspecified (0.0.0.0, ::)');
    if (p.slice(0, 7).every((x) => x === 0) && p[7] === 1) out.push('the loopback range (127.0.0.0/8, ::1/128)');
    if ((p[0]! & 0xffc0) === 0xfe80) out.push('the link-local range (169.254.0.0/16, fe80::/10)');
    // Go's IsLinkLocalMulticast: ff02::/16 and the other ffX2 scopes.
    if ((p[0]! & 0xff0f) === 0xff02) out.push('the link-local multicast range (224.0.0.0/24, ff02::/16)');
  }
  return out;
}

/**
 * Problems of an endpoint IP: not an IP at all; under the StrictIPCIDRValidation
 * gate, leading zeros or an IPv4-mapped IPv6 address; then the special ranges.
 */
export function endpointIpProblems(text: string, strict: boolean): { ip?: ParsedIp; problems: IpProblem[] } {
  const ip = parseIp(text);
  if (!ip) return { problems: [{ code: 'invalid' }] };
  const problems: IpProblem[] = [];
  if (strict && ip.leadingZeros) problems.push({ code: 'leadingZeros' });
  if (strict && isMapped(ip)) problems.push({ code: 'mapped' });
  for (const range of specialRanges(ip)) problems.push({ code: 'special', range });
  return { ip, problems };
}

export { isMapped };

/** True when the server's lenient parser reads the text as an IP address. */
export function isIpLike(text: string): boolean {
  return parseIp(text) !== undefined;
}

export const PORT_PROTOCOLS = ['SCTP', 'TCP', 'UDP'] as const;
