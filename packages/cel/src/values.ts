import { parseCidr, parseIp, type ParsedCidr, type ParsedIp } from '@plumbline/engine';

/**
 * The opaque values of the Kubernetes CEL libraries (k8s.io/apiserver/pkg/cel: Quantity, IP, CIDR,
 * URL, Semver, Format). Each is a class so that the CEL library can tell their types apart at
 * run time; equality is by value, as `==` on the server's types compares their contents.
 */

/** An error raised by a library function; the evaluator reports it as the expression's error. */
export class CelLibraryError extends Error {
  override name = 'CelLibraryError';
}

/** `resource.Quantity` as an exact fraction `numerator / denominator` (denominator > 0). */
export class Quantity {
  constructor(
    readonly numerator: bigint,
    readonly denominator: bigint,
    readonly text: string,
  ) {}

  compare(other: Quantity): number {
    const left = this.numerator * other.denominator;
    const right = other.numerator * this.denominator;
    return left === right ? 0 : left < right ? -1 : 1;
  }

  plus(other: Quantity): Quantity {
    const numerator = this.numerator * other.denominator + other.numerator * this.denominator;
    return Quantity.reduced(numerator, this.denominator * other.denominator);
  }

  negated(): Quantity {
    return new Quantity(-this.numerator, this.denominator, '');
  }

  isInteger(): boolean {
    return this.numerator % this.denominator === 0n && withinInt64(this.numerator / this.denominator);
  }

  static reduced(numerator: bigint, denominator: bigint): Quantity {
    const g = gcd(numerator < 0n ? -numerator : numerator, denominator);
    return new Quantity(numerator / g, denominator / g, '');
  }
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a === 0n ? 1n : a;
}

export const INT64_MAX = 2n ** 63n - 1n;
export const INT64_MIN = -(2n ** 63n);
export const withinInt64 = (value: bigint): boolean => value >= INT64_MIN && value <= INT64_MAX;

// resource.ParseQuantity: sign, digits with at most one point, then a binary SI suffix, a decimal
// SI suffix or a decimal exponent; nothing else (no spaces, no "+" after the exponent letter only).
const QUANTITY = /^([+-]?)(\d+\.?\d*|\.\d+)(Ki|Mi|Gi|Ti|Pi|Ei|n|u|m|k|M|G|T|P|E|[eE][+-]?\d+)?$/;
const BINARY_EXPONENT: Record<string, number> = { Ki: 10, Mi: 20, Gi: 30, Ti: 40, Pi: 50, Ei: 60 };
const DECIMAL_EXPONENT: Record<string, number> = { n: -9, u: -6, m: -3, k: 3, M: 6, G: 9, T: 12, P: 15, E: 18 };

export function parseQuantity(text: string): Quantity | undefined {
  const match = QUANTITY.exec(text);
  if (!match) return undefined;
  const [, sign, digits, suffix = ''] = match;
  const [whole = '', fraction = ''] = digits!.split('.');
  let numerator = BigInt((whole || '0') + fraction);
  let denominator = 10n ** BigInt(fraction.length);
  if (sign === '-') numerator = -numerator;
  if (suffix in BINARY_EXPONENT) numerator *= 2n ** BigInt(BINARY_EXPONENT[suffix]!);
  else {
    const exponent = suffix in DECIMAL_EXPONENT ? DECIMAL_EXPONENT[suffix]! : suffix ? Number(suffix.slice(1)) : 0;
    // The server refuses exponents it cannot represent; a bound keeps bigint powers small.
    if (Math.abs(exponent) > 1000) return undefined;
    if (exponent >= 0) numerator *= 10n ** BigInt(exponent);
    else denominator *= 10n ** BigInt(-exponent);
  }
  const reduced = Quantity.reduced(numerator, denominator);
  return new Quantity(reduced.numerator, reduced.denominator, text);
}

export class IPAddress {
  constructor(readonly parsed: ParsedIp) {}
  get text(): string {
    return this.parsed.canonical;
  }
  get bytes(): number[] {
    return this.parsed.address.toByteArray();
  }
}

export class CIDR {
  constructor(
    readonly parsed: ParsedCidr,
    /** The address as written, before masking (`cidr('192.168.0.1/24').ip()` is `192.168.0.1`). */
    readonly address: IPAddress,
  ) {}
  get prefixLength(): number {
    return this.parsed.prefixLength;
  }
  contains(ip: IPAddress): boolean {
    const net = this.address.bytes;
    const bytes = ip.bytes;
    if (net.length !== bytes.length) return false;
    return prefixEqual(net, bytes, this.prefixLength);
  }
}

export function prefixEqual(a: number[], b: number[], bits: number): boolean {
  for (let i = 0; i < bits; i++) {
    const byte = i >> 3;
    const mask = 0x80 >> (i & 7);
    if (((a[byte] ?? 0) & mask) !== ((b[byte] ?? 0) & mask)) return false;
  }
  return true;
}

/** net/netip rules used by the library: no IPv4-mapped IPv6 text form is turned into IPv4, no zones. */
export function parseIpStrict(text: string): IPAddress | undefined {
  const parsed = parseIp(text);
  if (!parsed || parsed.leadingZeros) return undefined;
  // The library (netip.ParseAddr) keeps "::ffff:1.2.3.4" an IPv6 address and refuses IPv4-mapped text.
  if (text.includes(':') && parsed.family === 'IPv4') return undefined;
  return new IPAddress(parsed);
}

export function parseCidrStrict(text: string): CIDR | undefined {
  const parsed = parseCidr(text);
  const slash = text.indexOf('/');
  if (!parsed || slash < 0) return undefined;
  const address = parseIpStrict(text.slice(0, slash));
  if (!address) return undefined;
  return new CIDR(parsed, address);
}

export class URLValue {
  constructor(
    readonly scheme: string,
    readonly host: string,
    readonly hostname: string,
    readonly port: string,
    readonly escapedPath: string,
    readonly rawQuery: string,
    readonly text: string,
  ) {}
}

export class Semver {
  constructor(
    readonly major: bigint,
    readonly minor: bigint,
    readonly patch: bigint,
    readonly prerelease: string[],
    readonly text: string,
  ) {}
}

export class NamedFormat {
  constructor(
    readonly name: string,
    readonly validate: (value: string) => readonly string[],
  ) {}
}

/** `authorizer` and the values derived from it: present to type-check, never evaluable offline. */
export class AuthorizerValue {}
