import { Optional, type Environment } from '@marcbachmann/cel-js';
import { Duration } from '@marcbachmann/cel-js/evaluator';
import {
  AuthorizerValue,
  CelLibraryError,
  CIDR,
  IPAddress,
  NamedFormat,
  parseCidrStrict,
  parseIpStrict,
  parseQuantity,
  prefixEqual,
  Quantity,
  Semver,
  URLValue,
  withinInt64,
} from '../values.js';
import { isLinkLocalMulticast, isLinkLocalUnicast, isLoopback, isUnspecified } from '@plumbline/engine';
import { celEquals, compareValues, typeName } from './compare.js';
import { NAMED_FORMATS } from './formats.js';
import { find, findAll, re2Matches } from './regex.js';
import { isUrl, parseQuery, parseRequestUri } from './url.js';

/**
 * Registers the Kubernetes CEL libraries of v1.34 (k8s.io/apiserver/pkg/cel/library and the cel-go
 * extensions the base environment enables) on a cel-js Environment, for the functions cel-js does
 * not provide itself. Every function is declared with its CEL signature so that the type checker
 * refuses wrong arguments as cel-go does; handlers receive the receiver first.
 */

// Type names as cel-go reports them (apiservercel.QuantityType and friends).
export const TYPE = {
  quantity: 'kubernetes.Quantity',
  ip: 'net.IP',
  cidr: 'net.CIDR',
  url: 'kubernetes.URL',
  semver: 'kubernetes.Semver',
  format: 'kubernetes.NamedFormat',
  authorizer: 'kubernetes.authorization.Authorizer',
  pathCheck: 'kubernetes.authorization.PathCheck',
  groupCheck: 'kubernetes.authorization.GroupCheck',
  resourceCheck: 'kubernetes.authorization.ResourceCheck',
  decision: 'kubernetes.authorization.Decision',
} as const;

/** Raised by an expression that needs the cluster (the authorizer library): never guessed offline. */
export class NotEvaluableOfflineError extends CelLibraryError {
  override name = 'NotEvaluableOfflineError';
}

class SetsNamespace {}
class StringsNamespace {}
class FormatNamespace {}
class IpNamespace {}
class AuthzCheck {
  constructor(readonly what: string) {}
}

const int = (value: number | bigint): bigint => BigInt(value);

function toQuantity(text: string): Quantity {
  const q = parseQuantity(text);
  if (!q) throw new CelLibraryError(`quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'`);
  return q;
}

function quantityOfInt(value: bigint): Quantity {
  return new Quantity(value, 1n, value.toString());
}

function toIp(text: string): IPAddress {
  const ip = parseIpStrict(text);
  if (!ip) throw new CelLibraryError(`IP Address ${JSON.stringify(text)} parse error during conversion from string`);
  return ip;
}

function toCidr(text: string): CIDR {
  const cidr = parseCidrStrict(text);
  if (!cidr) throw new CelLibraryError(`network address parse error during conversion from string: ${JSON.stringify(text)}`);
  return cidr;
}

const SEMVER_ID = String.raw`(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)`;
const SEMVER = new RegExp(
  String.raw`^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)` +
    String.raw`(?:-(${SEMVER_ID}(?:\.${SEMVER_ID})*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$`,
);

/** semver(text, normalize): with normalize, a leading v is dropped, missing parts added, leading zeros removed. */
export function parseSemver(text: string, normalize: boolean): Semver | undefined {
  let candidate = text;
  if (normalize) {
    candidate = candidate.replace(/^v/, '');
    const m = /^(\d+)(?:\.(\d+))?(?:\.(\d+))?(.*)$/.exec(candidate);
    if (m) {
      const part = (s: string | undefined): string => (s === undefined ? '0' : String(BigInt(s)));
      candidate = `${part(m[1])}.${part(m[2])}.${part(m[3])}${m[4]}`;
    }
  }
  const m = SEMVER.exec(candidate);
  if (!m) return undefined;
  return new Semver(BigInt(m[1]!), BigInt(m[2]!), BigInt(m[3]!), m[4] ? m[4].split('.') : [], candidate);
}

function toSemver(text: string, normalize: boolean): Semver {
  const v = parseSemver(text, normalize);
  if (!v) throw new CelLibraryError(`Failed to parse semver: ${JSON.stringify(text)}`);
  return v;
}

function compareSemver(a: Semver, b: Semver): number {
  for (const [x, y] of [
    [a.major, b.major],
    [a.minor, b.minor],
    [a.patch, b.patch],
  ] as const) {
    if (x !== y) return x < y ? -1 : 1;
  }
  if (a.prerelease.length === 0 || b.prerelease.length === 0) return Math.sign(b.prerelease.length - a.prerelease.length);
  for (let i = 0; i < Math.max(a.prerelease.length, b.prerelease.length); i++) {
    const x = a.prerelease[i];
    const y = b.prerelease[i];
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    const xn = /^\d+$/.test(x);
    const yn = /^\d+$/.test(y);
    if (xn && yn && BigInt(x) !== BigInt(y)) return BigInt(x) < BigInt(y) ? -1 : 1;
    if (xn !== yn) return xn ? -1 : 1;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

function listSum(list: unknown[]): unknown {
  if (list.length === 0) return 0n;
  let total: unknown = list[0];
  for (const item of list.slice(1)) {
    if (typeof total === 'bigint' && typeof item === 'bigint') {
      total = total + item;
      if (!withinInt64(total as bigint)) throw new CelLibraryError('integer overflow');
    } else if (typeof total === 'number' && typeof item === 'number') total = total + item;
    else if (total instanceof Duration && item instanceof Duration) total = total.addDuration(item);
    else throw new CelLibraryError(`no such overload: sum of ${typeName(total)} and ${typeName(item)}`);
  }
  return total;
}

function listExtreme(list: unknown[], sign: number): unknown {
  if (list.length === 0) throw new CelLibraryError(sign < 0 ? 'min called on empty list' : 'max called on empty list');
  let best = list[0];
  for (const item of list.slice(1)) if (compareValues(item, best) * sign > 0) best = item;
  return best;
}

function charAt(text: string, index: bigint): string {
  const chars = [...text];
  if (index < 0n || index > BigInt(chars.length)) throw new CelLibraryError(`index out of range: ${index}`);
  return chars[Number(index)] ?? '';
}

function replaceN(text: string, from: string, to: string, limit: bigint): string {
  if (limit === 0n) return text;
  if (limit < 0n) return text.split(from).join(to);
  let out = '';
  let rest = text;
  let count = 0n;
  while (count < limit) {
    const at = from === '' ? (count === 0n ? 0 : [...rest][0] === undefined ? -1 : [...rest][0]!.length) : rest.indexOf(from);
    if (at < 0) break;
    out += rest.slice(0, at) + to;
    rest = rest.slice(at + from.length);
    count++;
  }
  return out + rest;
}

function quote(text: string): string {
  let out = '"';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (ch === '"' || ch === '\\') out += '\\' + ch;
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (ch === '\b') out += '\\b';
    else if (ch === '\f') out += '\\f';
    else if (ch === '\v') out += '\\v';
    else if (ch === '\x07') out += '\\a';
    else if (code < 0x20 || code === 0x7f) out += `\\x${code.toString(16).padStart(2, '0')}`;
    else out += ch;
  }
  return out + '"';
}

function semverFamily(env: Environment): void {
  env
    .registerType(TYPE.semver, Semver)
    .registerOperator(`${TYPE.semver} == ${TYPE.semver}`, (a: Semver, b: Semver) => compareSemver(a, b) === 0)
    .registerFunction(`semver(string): ${TYPE.semver}`, (s: string) => toSemver(s, false))
    .registerFunction(`semver(string, bool): ${TYPE.semver}`, (s: string, n: boolean) => toSemver(s, n))
    .registerFunction('isSemver(string): bool', (s: string) => parseSemver(s, false) !== undefined)
    .registerFunction('isSemver(string, bool): bool', (s: string, n: boolean) => parseSemver(s, n) !== undefined)
    .registerFunction(`${TYPE.semver}.major(): int`, (v: Semver) => v.major)
    .registerFunction(`${TYPE.semver}.minor(): int`, (v: Semver) => v.minor)
    .registerFunction(`${TYPE.semver}.patch(): int`, (v: Semver) => v.patch)
    .registerFunction(`${TYPE.semver}.isGreaterThan(${TYPE.semver}): bool`, (a: Semver, b: Semver) => compareSemver(a, b) > 0)
    .registerFunction(`${TYPE.semver}.isLessThan(${TYPE.semver}): bool`, (a: Semver, b: Semver) => compareSemver(a, b) < 0)
    .registerFunction(`${TYPE.semver}.compareTo(${TYPE.semver}): int`, (a: Semver, b: Semver) => int(compareSemver(a, b)));
}

function quantityFamily(env: Environment): void {
  const Q = TYPE.quantity;
  env
    .registerType(Q, Quantity)
    .registerOperator(`${Q} == ${Q}`, (a: Quantity, b: Quantity) => a.compare(b) === 0)
    .registerFunction(`quantity(string): ${Q}`, toQuantity)
    .registerFunction('isQuantity(string): bool', (s: string) => parseQuantity(s) !== undefined)
    .registerFunction(`${Q}.isInteger(): bool`, (q: Quantity) => q.isInteger())
    .registerFunction(`${Q}.asInteger(): int`, (q: Quantity) => {
      if (!q.isInteger()) throw new CelLibraryError('cannot convert value to integer');
      return q.numerator / q.denominator;
    })
    .registerFunction(`${Q}.asApproximateFloat(): double`, (q: Quantity) => Number(q.numerator) / Number(q.denominator))
    .registerFunction(`${Q}.sign(): int`, (q: Quantity) => int(q.numerator === 0n ? 0 : q.numerator < 0n ? -1 : 1))
    .registerFunction(`${Q}.add(${Q}): ${Q}`, (a: Quantity, b: Quantity) => a.plus(b))
    .registerFunction(`${Q}.add(int): ${Q}`, (a: Quantity, b: bigint) => a.plus(quantityOfInt(b)))
    .registerFunction(`${Q}.sub(${Q}): ${Q}`, (a: Quantity, b: Quantity) => a.plus(b.negated()))
    .registerFunction(`${Q}.sub(int): ${Q}`, (a: Quantity, b: bigint) => a.plus(quantityOfInt(-b)))
    .registerFunction(`${Q}.isGreaterThan(${Q}): bool`, (a: Quantity, b: Quantity) => a.compare(b) > 0)
    .registerFunction(`${Q}.isLessThan(${Q}): bool`, (a: Quantity, b: Quantity) => a.compare(b) < 0)
    .registerFunction(`${Q}.compareTo(${Q}): int`, (a: Quantity, b: Quantity) => int(a.compare(b)));
}

function networkFamily(env: Environment): void {
  const { ip: IP, cidr: C } = TYPE;
  const family = (ip: IPAddress): bigint => (ip.bytes.length === 4 ? 4n : 6n);
  env
    .registerType(IP, IPAddress)
    .registerType(C, CIDR)
    .registerType('IpNamespace', IpNamespace)
    .registerOperator(`${IP} == ${IP}`, (a: IPAddress, b: IPAddress) => a.text === b.text)
    .registerOperator(`${C} == ${C}`, (a: CIDR, b: CIDR) => a.address.text === b.address.text && a.prefixLength === b.prefixLength)
    .registerFunction(`ip(string): ${IP}`, toIp)
    .registerFunction('isIP(string): bool', (s: string) => parseIpStrict(s) !== undefined)
    .registerFunction('IpNamespace.isCanonical(string): bool', (_: IpNamespace, s: string) => toIp(s).text === s)
    .registerFunction(`string(${IP}): string`, (ip: IPAddress) => ip.text)
    .registerFunction(`${IP}.family(): int`, family)
    .registerFunction(`${IP}.isUnspecified(): bool`, (ip: IPAddress) => isUnspecified(ip.parsed))
    .registerFunction(`${IP}.isLoopback(): bool`, (ip: IPAddress) => isLoopback(ip.parsed))
    .registerFunction(`${IP}.isLinkLocalMulticast(): bool`, (ip: IPAddress) => isLinkLocalMulticast(ip.parsed))
    .registerFunction(`${IP}.isLinkLocalUnicast(): bool`, (ip: IPAddress) => isLinkLocalUnicast(ip.parsed))
    .registerFunction(`${IP}.isGlobalUnicast(): bool`, (ip: IPAddress) => isGlobalUnicast(ip))
    .registerFunction(`cidr(string): ${C}`, toCidr)
    .registerFunction('isCIDR(string): bool', (s: string) => parseCidrStrict(s) !== undefined)
    .registerFunction(`string(${C}): string`, (c: CIDR) => `${c.address.text}/${c.prefixLength}`)
    .registerFunction(`${C}.containsIP(${IP}): bool`, (c: CIDR, ip: IPAddress) => c.contains(ip))
    .registerFunction(`${C}.containsIP(string): bool`, (c: CIDR, s: string) => c.contains(toIp(s)))
    .registerFunction(`${C}.containsCIDR(${C}): bool`, (c: CIDR, o: CIDR) => containsCidr(c, o))
    .registerFunction(`${C}.containsCIDR(string): bool`, (c: CIDR, s: string) => containsCidr(c, toCidr(s)))
    .registerFunction(`${C}.ip(): ${IP}`, (c: CIDR) => c.address)
    .registerFunction(`${C}.masked(): ${C}`, (c: CIDR) => toCidr(c.parsed.canonical))
    .registerFunction(`${C}.prefixLength(): int`, (c: CIDR) => int(c.prefixLength))
    .registerConstant('ip', 'IpNamespace', new IpNamespace());
}

function containsCidr(outer: CIDR, inner: CIDR): boolean {
  const a = outer.address.bytes;
  const b = inner.address.bytes;
  return a.length === b.length && inner.prefixLength >= outer.prefixLength && prefixEqual(a, b, outer.prefixLength);
}

/** Go's netip.Addr.IsGlobalUnicast: not unspecified, loopback, link-local, multicast or the IPv4 broadcast. */
function isGlobalUnicast(ip: IPAddress): boolean {
  const b = ip.bytes;
  if (b.length === 4 && b.every((x) => x === 255)) return false;
  const multicast = b.length === 4 ? (b[0]! & 0xf0) === 0xe0 : b[0] === 0xff;
  return !multicast && !isUnspecified(ip.parsed) && !isLoopback(ip.parsed) && !isLinkLocalUnicast(ip.parsed);
}

function urlFamily(env: Environment): void {
  const U = TYPE.url;
  env
    .registerType(U, URLValue)
    .registerOperator(`${U} == ${U}`, (a: URLValue, b: URLValue) => a.text === b.text)
    .registerFunction(`url(string): ${U}`, parseRequestUri)
    .registerFunction('isURL(string): bool', isUrl)
    .registerFunction(`${U}.getScheme(): string`, (u: URLValue) => u.scheme)
    .registerFunction(`${U}.getHost(): string`, (u: URLValue) => u.host)
    .registerFunction(`${U}.getHostname(): string`, (u: URLValue) => u.hostname)
    .registerFunction(`${U}.getPort(): string`, (u: URLValue) => u.port)
    .registerFunction(`${U}.getEscapedPath(): string`, (u: URLValue) => u.escapedPath)
    .registerFunction(`${U}.getQuery(): map<string, list<string>>`, (u: URLValue) => parseQuery(u.rawQuery));
}

function formatFamily(env: Environment): void {
  const F = TYPE.format;
  env
    .registerType(F, NamedFormat)
    .registerType('FormatNamespace', FormatNamespace)
    .registerOperator(`${F} == ${F}`, (a: NamedFormat, b: NamedFormat) => a.name === b.name)
    .registerFunction(`FormatNamespace.named(string): optional<${F}>`, (_: FormatNamespace, name: string) =>
      Object.hasOwn(NAMED_FORMATS, name) ? optionalOf(NAMED_FORMATS[name]) : optionalNone(),
    )
    .registerFunction(`${F}.validate(string): optional<list<string>>`, (f: NamedFormat, s: string) => {
      const problems = f.validate(s);
      return problems.length === 0 ? optionalNone() : optionalOf(problems);
    })
    .registerConstant('format', 'FormatNamespace', new FormatNamespace());
  for (const [name, format] of Object.entries(NAMED_FORMATS)) {
    env.registerFunction(`FormatNamespace.${name}(): ${F}`, () => format);
  }
}

function authzFamily(env: Environment): void {
  const { authorizer: A, pathCheck: P, groupCheck: G, resourceCheck: R, decision: D } = TYPE;
  const offline = (): never => {
    throw new NotEvaluableOfflineError('authorizer checks need the cluster and are not evaluated offline');
  };
  env
    .registerType(A, AuthorizerValue)
    .registerType(P, AuthzCheck)
    .registerType(G, class GroupCheck extends AuthzCheck {})
    .registerType(R, class ResourceCheck extends AuthzCheck {})
    .registerType(D, class Decision {})
    .registerFunction(`${A}.path(string): ${P}`, (_: unknown, p: string) => new AuthzCheck(p))
    .registerFunction(`${A}.group(string): ${G}`, offline)
    .registerFunction(`${A}.serviceAccount(string, string): ${A}`, offline)
    .registerFunction(`${G}.resource(string): ${R}`, offline)
    .registerFunction(`${R}.subresource(string): ${R}`, offline)
    .registerFunction(`${R}.namespace(string): ${R}`, offline)
    .registerFunction(`${R}.name(string): ${R}`, offline)
    .registerFunction(`${R}.fieldSelector(string): ${R}`, offline)
    .registerFunction(`${R}.labelSelector(string): ${R}`, offline)
    .registerFunction(`${P}.check(string): ${D}`, offline)
    .registerFunction(`${R}.check(string): ${D}`, offline)
    .registerFunction(`${D}.allowed(): bool`, offline)
    .registerFunction(`${D}.reason(): string`, offline)
    .registerFunction(`${D}.errored(): bool`, offline)
    .registerFunction(`${D}.error(): string`, offline);
}

const GO_SPACES = '\\t\\n\\v\\f\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
const GO_SPACE_START = new RegExp(`^[${GO_SPACES}]+`);
const GO_SPACE_END = new RegExp(`[${GO_SPACES}]+$`);

const optionalOf = (v: unknown): unknown => Optional.of(v);
const optionalNone = (): unknown => Optional.none();

export function registerKubernetesLibraries(env: Environment): void {
  // Lists library (library.Lists).
  env
    .registerFunction('list<A>.isSorted(): bool', (l: unknown[]) => l.every((x, i) => i === 0 || compareValues(l[i - 1], x) <= 0))
    .registerFunction('list<A>.sum(): A', listSum)
    .registerFunction('list<A>.min(): A', (l: unknown[]) => listExtreme(l, -1))
    .registerFunction('list<A>.max(): A', (l: unknown[]) => listExtreme(l, 1))
    .registerFunction('list<A>.indexOf(A): int', (l: unknown[], v: unknown) => int(l.findIndex((x) => celEquals(x, v))))
    .registerFunction('list<A>.lastIndexOf(A): int', (l: unknown[], v: unknown) => {
      for (let i = l.length - 1; i >= 0; i--) if (celEquals(l[i], v)) return int(i);
      return -1n;
    });
  // Regex library (library.Regex); `matches` replaced so that it follows RE2 rather than JavaScript.
  env
    .registerFunction('string.find(string): string', (s: string, re: string) => find(s, re))
    .registerFunction('string.findAll(string): list<string>', (s: string, re: string) => findAll(s, re, -1))
    .registerFunction('string.findAll(string, int): list<string>', (s: string, re: string, n: bigint) => findAll(s, re, Number(n)))
    .registerFunction('matches(string, string): bool', (s: string, re: string) => re2Matches(s, re))
    // cel-js's own string.matches (JavaScript RegExp) cannot be replaced; compile.ts points calls here.
    .registerFunction('string.re2Matches(string): bool', (s: string, re: string) => re2Matches(s, re));
  // Strings extension (ext.Strings version 2) functions cel-js lacks.
  env
    .registerType('StringsNamespace', StringsNamespace)
    .registerConstant('strings', 'StringsNamespace', new StringsNamespace())
    .registerFunction('string.charAt(int): string', charAt)
    // cel-js's lowerAscii/upperAscii change non-ASCII letters too; compile.ts points calls here.
    .registerFunction('string.asciiOnlyLower(): string', (s: string) => s.replace(/[A-Z]+/g, (m) => m.toLowerCase()))
    .registerFunction('string.asciiOnlyUpper(): string', (s: string) => s.replace(/[a-z]+/g, (m) => m.toUpperCase()))
    // Go's strings.TrimSpace (unicode.IsSpace), which differs from JavaScript's trim at U+0085 and U+FEFF.
    .registerFunction('string.goTrimSpace(): string', (s: string) => s.replace(GO_SPACE_START, '').replace(GO_SPACE_END, ''))
    .registerFunction('string.replace(string, string): string', (s: string, a: string, b: string) => replaceN(s, a, b, -1n))
    .registerFunction('string.replace(string, string, int): string', replaceN)
    .registerFunction('StringsNamespace.quote(string): string', (_: StringsNamespace, s: string) => quote(s));
  // Sets extension (ext.Sets).
  env
    .registerType('SetsNamespace', SetsNamespace)
    .registerConstant('sets', 'SetsNamespace', new SetsNamespace())
    .registerFunction('SetsNamespace.contains(list<A>, list<A>): bool', (_: unknown, a: unknown[], b: unknown[]) =>
      b.every((x) => a.some((y) => celEquals(x, y))),
    )
    .registerFunction(
      'SetsNamespace.equivalent(list<A>, list<A>): bool',
      (_: unknown, a: unknown[], b: unknown[]) =>
        b.every((x) => a.some((y) => celEquals(x, y))) && a.every((x) => b.some((y) => celEquals(x, y))),
    )
    .registerFunction('SetsNamespace.intersects(list<A>, list<A>): bool', (_: unknown, a: unknown[], b: unknown[]) =>
      a.some((x) => b.some((y) => celEquals(x, y))),
    );
  quantityFamily(env);
  networkFamily(env);
  urlFamily(env);
  semverFamily(env);
  formatFamily(env);
  authzFamily(env);
}
