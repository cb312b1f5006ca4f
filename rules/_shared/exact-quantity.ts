/**
 * Exact comparison of Kubernetes quantities (`resource.Quantity.Cmp`), for rules that compare a
 * request with its limit: `100m` and `0.1` are equal, and a float would misjudge large or tiny
 * values. A quantity is held as mantissa × 2^binary × 10^decimal, with BigInt parts.
 */

export interface Exact {
  mantissa: bigint;
  binary: number;
  decimal: number;
  /** The format the server keeps (`resource.Format`), from the suffix: it decides the canonical text. */
  format: 'DecimalSI' | 'BinarySI' | 'DecimalExponent';
}

const BINARY_SUFFIX: Record<string, number> = { Ki: 10, Mi: 20, Gi: 30, Ti: 40, Pi: 50, Ei: 60 };
const DECIMAL_SUFFIX: Record<string, number> = { n: -9, u: -6, m: -3, '': 0, k: 3, M: 6, G: 9, T: 12, P: 15, E: 18 };
const QUANTITY = /^([+-]?)(\d+\.?\d*|\.\d+)(Ki|Mi|Gi|Ti|Pi|Ei|[numkMGTPE]|[eE][+-]?\d+)?$/;

/** The exact value of a quantity (string or JSON number), or undefined when it does not parse. */
export function exactQuantity(input: unknown): Exact | undefined {
  const text = typeof input === 'number' && Number.isFinite(input) ? String(input) : input;
  if (typeof text !== 'string') return undefined;
  // A JSON number may print with an exponent (1e+21); the pattern accepts that form.
  const match = QUANTITY.exec(text);
  if (!match) return undefined;
  const [, sign = '', number = '', suffix = ''] = match;
  const [whole = '', fraction = ''] = number.split('.');
  let mantissa = BigInt((whole || '0') + fraction);
  if (sign === '-') mantissa = -mantissa;
  let binary = 0;
  let decimal = -fraction.length;
  let format: Exact['format'] = 'DecimalSI';
  if (suffix in BINARY_SUFFIX) {
    binary = BINARY_SUFFIX[suffix]!;
    format = 'BinarySI';
  } else if (suffix in DECIMAL_SUFFIX) decimal += DECIMAL_SUFFIX[suffix]!;
  else {
    decimal += Number(suffix.slice(1));
    format = 'DecimalExponent';
  }
  return { mantissa, binary, decimal, format };
}

/** Scales both values to a common base and compares: -1, 0 or 1. */
export function compareExact(a: Exact, b: Exact): number {
  const binary = Math.min(a.binary, b.binary);
  const decimal = Math.min(a.decimal, b.decimal);
  const scale = (q: Exact): bigint => q.mantissa * 2n ** BigInt(q.binary - binary) * 10n ** BigInt(q.decimal - decimal);
  const x = scale(a);
  const y = scale(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Whether the quantity is a whole number (`MilliValue() % 1000 == 0` for the values the server keeps). */
export function isWhole(q: Exact): boolean {
  if (q.decimal >= 0) return true;
  return (q.mantissa * 2n ** BigInt(q.binary)) % 10n ** BigInt(-q.decimal) === 0n;
}

const gcd = (a: bigint, b: bigint): bigint => {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
};
const BINARY_UNITS = ['1Ki', '1Mi', '1Gi', '1Ti', '1Pi', '1Ei'];
const DECIMAL_UP = ['1k', '1M', '1G', '1T', '1P', '1E'];
const DECIMAL_DOWN = ['1m', '1u', '1n'];

/**
 * The text `Quantity.String()` gives when it is a single unit (`1`, `1m`, `1k`, `1Ki` …), else undefined (`0` for
 * zero). Canonical text follows the value and the kept format: `1000` is `1k`, `1024` stays `1024`, `1024Mi` is
 * `1Gi`, a binary value below 1024 is written in decimal (`0.5Ki` is `512`), `1e3` stays an exponent (`1e3`).
 */
export function canonicalUnit(q: Exact): string | undefined {
  if (q.mantissa === 0n) return '0';
  if (q.mantissa < 0n) return undefined;
  let num = q.mantissa * 2n ** BigInt(q.binary) * 10n ** BigInt(Math.max(q.decimal, 0));
  let den = 10n ** BigInt(Math.max(-q.decimal, 0));
  const g = gcd(num, den);
  num /= g;
  den /= g;
  if (num === den) return '1';
  if (q.format === 'DecimalExponent') return undefined;
  if (q.format === 'BinarySI' && den === 1n && num >= 1024n) {
    const j = BINARY_UNITS.findIndex((_, i) => num === 1n << BigInt(10 * (i + 1)));
    return BINARY_UNITS[j];
  }
  if (den === 1n) return DECIMAL_UP[DECIMAL_UP.findIndex((_, i) => num === 10n ** BigInt(3 * (i + 1)))];
  if (num === 1n) return DECIMAL_DOWN[DECIMAL_DOWN.findIndex((_, i) => den === 10n ** BigInt(3 * (i + 1)))];
  return undefined;
}

/** The sum of two quantities (`Quantity.Add`), exact. */
export function addExact(a: Exact, b: Exact): Exact {
  const binary = Math.min(a.binary, b.binary);
  const decimal = Math.min(a.decimal, b.decimal);
  const scale = (q: Exact): bigint => q.mantissa * 2n ** BigInt(q.binary - binary) * 10n ** BigInt(q.decimal - decimal);
  return { mantissa: scale(a) + scale(b), binary, decimal, format: a.format };
}

/** A quantity as a plain decimal number (`1.5`, `1073741824`), for messages about values the server computed. */
export function exactText(q: Exact): string {
  const digits = (q.mantissa < 0n ? -q.mantissa : q.mantissa) * 2n ** BigInt(q.binary);
  const sign = q.mantissa < 0n ? '-' : '';
  if (q.decimal >= 0) return sign + (digits * 10n ** BigInt(q.decimal)).toString();
  const text = digits.toString().padStart(-q.decimal + 1, '0');
  const point = text.length + q.decimal;
  const fraction = text.slice(point).replace(/0+$/, '');
  return sign + text.slice(0, point) + (fraction ? `.${fraction}` : '');
}
