/** Wire formats of scalar types: Time, MicroTime, base64 bytes, semantic versions. */

const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;

function validClock(m: RegExpExecArray): boolean {
  const [month, day, hour, minute, second] = [m[2], m[3], m[4], m[5], m[6]].map((x) => Number(x));
  return month! >= 1 && month! <= 12 && day! >= 1 && day! <= 31 && hour! <= 23 && minute! <= 59 && second! <= 60;
}

/** `metav1.Time`: RFC 3339, fractional seconds optional. */
export function isRfc3339Time(value: string): boolean {
  const m = RFC3339.exec(value);
  return !!m && validClock(m);
}

/** `metav1.MicroTime`: RFC 3339 with exactly six fractional digits (`2006-01-02T15:04:05.000000Z07:00`). */
export function isMicroTime(value: string): boolean {
  const m = RFC3339.exec(value);
  return !!m && validClock(m) && (m[7]?.length ?? 0) === 7;
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** `value` without line breaks; the copy is made only when there is one (values reach 1 MiB). */
function withoutLineBreaks(value: string): string {
  return value.includes('\n') || value.includes('\r') ? value.replace(/[\r\n]/g, '') : value;
}

/** Standard base64 with padding, as Go's `encoding/json` decodes `[]byte` (line breaks are ignored). */
export function isBase64(value: string): boolean {
  return BASE64.test(withoutLineBreaks(value));
}

/** The number of bytes `value` decodes to, without decoding it; undefined when it is not base64. */
export function base64DecodedLength(value: string): number | undefined {
  const clean = withoutLineBreaks(value);
  if (!BASE64.test(clean)) return undefined;
  const padding = clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0;
  return (clean.length / 4) * 3 - padding;
}

const BASE64_ALPHABET = /[A-Za-z0-9+/]/;

/**
 * Where Go's `base64.StdEncoding` stops reading an invalid value: the `N` of its error
 * "illegal base64 data at input byte N" (undefined for a valid value). It reads groups
 * of four characters, skipping line breaks: a character outside the alphabet is reported
 * where it stands, a group cut short by the end of the value where the group starts,
 * misplaced padding at the `=` before it, and anything after the padding where it starts.
 */
export function illegalBase64Offset(value: string): number | undefined {
  let i = 0;
  const skipBreaks = (): void => {
    while (i < value.length && (value[i] === '\r' || value[i] === '\n')) i += 1;
  };
  for (;;) {
    let inGroup = 0;
    while (inGroup < 4) {
      skipBreaks();
      if (i >= value.length) {
        if (inGroup === 0) return undefined;
        return i - inGroup;
      }
      const c = value[i]!;
      i += 1;
      if (c === '=') {
        if (inGroup < 2) return i - 1;
        if (inGroup === 2) {
          skipBreaks();
          if (i >= value.length) return value.length;
          if (value[i] !== '=') return i - 1;
          i += 1;
        }
        skipBreaks();
        return i < value.length ? i : undefined;
      }
      if (!BASE64_ALPHABET.test(c)) return i - 1;
      inGroup += 1;
    }
  }
}

export function decodeBase64(value: string): Uint8Array | undefined {
  if (!isBase64(value)) return undefined;
  const clean = withoutLineBreaks(value);
  const binary = atob(clean);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A pre-release identifier: a number without leading zeros, or alphanumerics with a letter or hyphen. */
const SEMVER_PRE = String.raw`(?:0|[1-9]\d*|\d*[A-Za-z-][0-9A-Za-z-]*)`;
const SEMVER = new RegExp(
  String.raw`^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)` +
    String.raw`(?:-(${SEMVER_PRE}(?:\.${SEMVER_PRE})*))?` +
    String.raw`(?:\+([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?$`,
);

export interface SemVer {
  major: number;
  minor: number;
  patch: number;
  prerelease: string[];
}

/** Semantic version 2.0.0, without a `v` prefix. */
export function parseSemVer(value: string): SemVer | undefined {
  const m = SEMVER.exec(value);
  if (!m) return undefined;
  return { major: Number(m[1]), minor: Number(m[2]), patch: Number(m[3]), prerelease: m[4] ? m[4].split('.') : [] };
}

export function compareSemVer(a: SemVer, b: SemVer): number {
  if (a.major !== b.major) return a.major - b.major;
  if (a.minor !== b.minor) return a.minor - b.minor;
  if (a.patch !== b.patch) return a.patch - b.patch;
  if (a.prerelease.length === 0 || b.prerelease.length === 0) return b.prerelease.length - a.prerelease.length;
  for (let i = 0; i < Math.max(a.prerelease.length, b.prerelease.length); i++) {
    const x = a.prerelease[i];
    const y = b.prerelease[i];
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    const xn = /^\d+$/.test(x);
    const yn = /^\d+$/.test(y);
    if (xn && yn && Number(x) !== Number(y)) return Number(x) - Number(y);
    if (xn !== yn) return xn ? -1 : 1;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

const encoder = new TextEncoder();

/** Length in bytes of the UTF-8 encoding, the unit of the API server's size limits. */
export function utf8Length(value: string): number {
  // Fast path: pure ASCII strings are as long in bytes as in characters.
  // eslint-disable-next-line no-control-regex
  return /^[\x00-\x7f]*$/.test(value) ? value.length : encoder.encode(value).length;
}
