import ipaddr from 'ipaddr.js';
import { keptCopy } from '../own-copy.js';

/**
 * IP and CIDR parsing through ipaddr.js, with the API server's rules laid on top:
 * dotted-decimal IPv4 only (no hex, octal or short forms), no IPv6 zones.
 * The server's legacy parser accepts leading zeros in IPv4 octets (read as decimal);
 * `leadingZeros` tells callers so that they can warn or refuse per field.
 */

export type IpFamily = 'IPv4' | 'IPv6';

export interface ParsedIp {
  family: IpFamily;
  /** Canonical text: dotted decimal without leading zeros, or RFC 5952 for IPv6. */
  canonical: string;
  /** The input as written was not the canonical text. */
  nonCanonical: boolean;
  leadingZeros: boolean;
  address: ipaddr.IPv4 | ipaddr.IPv6;
}

/**
 * The octets of text the server's lenient IPv4 parser reads as four groups of one to three decimal digits joined by
 * dots (`/^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/`, read by character: every endpoint address passes here), and
 * whether a group has a leading zero. Undefined for any other text; octets may still be above 255.
 */
function dottedQuad(text: string): { octets: number[]; leadingZeros: boolean } | undefined {
  const octets: number[] = [];
  let leadingZeros = false;
  let i = 0;
  for (let group = 0; group < 4; group++) {
    if (group > 0) {
      if (text.charCodeAt(i) !== 0x2e /* . */) return undefined;
      i += 1;
    }
    const start = i;
    let value = 0;
    while (i < text.length && i - start < 3) {
      const digit = text.charCodeAt(i) - 0x30;
      if (digit < 0 || digit > 9) break;
      value = value * 10 + digit;
      i += 1;
    }
    if (i === start) return undefined;
    if (i - start > 1 && text.charCodeAt(start) === 0x30) leadingZeros = true;
    octets.push(value);
  }
  return i === text.length ? { octets, leadingZeros } : undefined;
}

/**
 * Parsed addresses by text. Several rules parse the same address of one object (an EndpointSlice's addresses are read by
 * four), and repositories repeat addresses: a run parsed each one up to four times. Bounded: cleared when full.
 * The results are shared, so callers must not change them (none does). The cache keeps its own copies of the texts
 * (`keptCopy`): an address cut from a document would keep the whole document alive for as long as the cache holds it,
 * up to PARSED_IPS_MAX documents in a language server or webhook.
 */
const parsedIps = new Map<string, ParsedIp | undefined>();
const PARSED_IPS_MAX = 4096;

export function parseIp(text: string): ParsedIp | undefined {
  if (typeof text !== 'string' || text.length === 0 || text.length > 45) return undefined;
  const known = parsedIps.get(text);
  if (known !== undefined || parsedIps.has(text)) return known;
  const own = keptCopy(text);
  const parsed = parseIpText(own);
  if (parsedIps.size >= PARSED_IPS_MAX) parsedIps.clear();
  parsedIps.set(own, parsed);
  return parsed;
}

function parseIpText(text: string): ParsedIp | undefined {
  const v4 = dottedQuad(text);
  if (v4) {
    const { octets, leadingZeros } = v4;
    if (octets.some((o) => o > 255)) return undefined;
    const address = new ipaddr.IPv4(octets);
    // Without leading zeros the text is already canonical: the same digits, joined by dots.
    const canonical = leadingZeros ? address.toString() : text;
    return { family: 'IPv4', canonical, nonCanonical: canonical !== text, leadingZeros, address };
  }
  if (!text.includes(':') || text.includes('%')) return undefined;
  if (!ipaddr.IPv6.isValid(text)) return undefined;
  let address: ipaddr.IPv6;
  try {
    address = ipaddr.IPv6.parse(text);
  } catch {
    return undefined;
  }
  // An IPv4-mapped IPv6 address is an IPv4 address to the API server (Go's To4() != nil).
  const family: IpFamily = address.isIPv4MappedAddress() ? 'IPv4' : 'IPv6';
  const canonical = address.toRFC5952String();
  return { family, canonical, nonCanonical: canonical !== text, leadingZeros: false, address };
}

export interface ParsedCidr {
  family: IpFamily;
  ip: ParsedIp;
  prefixLength: number;
  /** Network address in canonical form with the prefix, e.g. `10.0.0.0/8`. */
  canonical: string;
  nonCanonical: boolean;
}

export function parseCidr(text: string): ParsedCidr | undefined {
  if (typeof text !== 'string') return undefined;
  const slash = text.indexOf('/');
  if (slash < 0) return undefined;
  const ip = parseIp(text.slice(0, slash));
  const bits = text.slice(slash + 1);
  if (!ip || !/^\d{1,3}$/.test(bits)) return undefined;
  const prefixLength = Number.parseInt(bits, 10);
  const max = ip.address.kind() === 'ipv4' ? 32 : 128;
  if (prefixLength > max) return undefined;
  const network =
    ip.address.kind() === 'ipv4'
      ? ipaddr.IPv4.networkAddressFromCIDR(`${ip.canonical}/${prefixLength}`).toString()
      : ipaddr.IPv6.networkAddressFromCIDR(`${ip.canonical}/${prefixLength}`).toRFC5952String();
  const canonical = `${network}/${prefixLength}`;
  return { family: ip.family, ip, prefixLength, canonical, nonCanonical: canonical !== text };
}

export function isLoopback(ip: ParsedIp): boolean {
  return (
    ip.address.range() === 'loopback' ||
    (ip.address.kind() === 'ipv6' &&
      (ip.address as ipaddr.IPv6).isIPv4MappedAddress() &&
      (ip.address as ipaddr.IPv6).toIPv4Address().range() === 'loopback')
  );
}

export function isLinkLocalUnicast(ip: ParsedIp): boolean {
  return ip.address.range() === 'linkLocal';
}

/** Link-local multicast: 224.0.0.0/24 and ff02::/16. */
export function isLinkLocalMulticast(ip: ParsedIp): boolean {
  if (ip.address.kind() === 'ipv4') return ip.address.match(ipaddr.IPv4.parse('224.0.0.0'), 24);
  return ip.address.match(ipaddr.IPv6.parse('ff02::'), 16);
}

export function isUnspecified(ip: ParsedIp): boolean {
  return ip.address.range() === 'unspecified';
}
