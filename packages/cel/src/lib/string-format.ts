import { Duration, UnsignedInt } from '@marcbachmann/cel-js/evaluator';
import { CelLibraryError } from '../values.js';
import { typeName } from './compare.js';

/**
 * `<string>.format(<list>)` of cel-go's strings extension (version 1 and later, so part of the
 * Kubernetes environment): `%s %d %f %e %b %o %x %X` with an optional `.precision`, `%%` for a
 * percent sign. Results and error texts follow the CEL conformance tests (string_ext/format).
 */

function fail(message: string): never {
  throw new CelLibraryError(`error during formatting: ${message}`);
}

function integer(value: unknown): bigint | undefined {
  if (typeof value === 'bigint') return value;
  if (value instanceof UnsignedInt) return value.value;
  return undefined;
}

function specialDouble(value: number): string | undefined {
  if (Number.isNaN(value)) return 'NaN';
  if (value === Infinity) return 'Infinity';
  if (value === -Infinity) return '-Infinity';
  return undefined;
}

/** Go's strconv.FormatFloat(v, 'f', precision): correctly rounded, ties to even. */
export function fixed(value: number, precision: number): string {
  const special = specialDouble(value);
  if (special) return special;
  const negative = value < 0 || Object.is(value, -0);
  // toFixed with many digits gives the exact decimal expansion of the double (up to 100 digits).
  const exact = Math.abs(value).toFixed(Math.min(100, precision + 40));
  const point = exact.indexOf('.');
  const whole = exact.slice(0, point);
  const fraction = exact.slice(point + 1);
  const kept = whole + fraction.slice(0, precision);
  const rest = fraction.slice(precision);
  let roundUp = false;
  if (rest[0]! > '5') roundUp = true;
  else if (rest[0] === '5') {
    const tie = /^50*$/.test(rest);
    roundUp = !tie || Number(kept[kept.length - 1]) % 2 === 1;
  }
  let digits = roundUp ? (BigInt(kept) + 1n).toString().padStart(kept.length, '0') : kept;
  const wholeLength = digits.length - precision;
  digits = precision > 0 ? `${digits.slice(0, wholeLength)}.${digits.slice(wholeLength)}` : digits;
  return (negative ? '-' : '') + digits;
}

function scientific(value: number, precision: number): string {
  const special = specialDouble(value);
  if (special) return special;
  const [mantissa, exponent] = value.toExponential(precision).split('e');
  const sign = exponent!.startsWith('-') ? '-' : '+';
  const digits = exponent!.replace(/^[+-]/, '').padStart(2, '0');
  return `${mantissa}e${sign}${digits}`;
}

function bytesOf(value: unknown): Uint8Array | undefined {
  if (value instanceof Uint8Array) return value;
  if (typeof value === 'string') return new TextEncoder().encode(value);
  return undefined;
}

function hex(value: unknown, upper: boolean): string {
  const n = integer(value);
  let out: string;
  if (n !== undefined) out = n < 0n ? `-${(-n).toString(16)}` : n.toString(16);
  else {
    const bytes = bytesOf(value);
    if (!bytes) fail(`only integers, byte buffers, and strings can be formatted as hex, was given ${typeName(value)}`);
    out = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  }
  return upper ? out.toUpperCase() : out;
}

function timestampText(value: Date): string {
  return value.toISOString().replace(/\.000Z$/, 'Z');
}

function durationText(value: Duration): string {
  const seconds = value.seconds;
  const nanos = value.nanos;
  if (nanos === 0) return `${seconds}s`;
  const fraction = String(Math.abs(nanos)).padStart(9, '0').replace(/0+$/, '');
  const sign = seconds < 0n || nanos < 0 ? '-' : '';
  return `${sign}${seconds < 0n ? -seconds : seconds}.${fraction}s`;
}

/** The `%s` text of a value: strings as is, numbers as CEL prints them, lists and maps recursively (map keys sorted). */
export function stringClause(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  const n = integer(value);
  if (n !== undefined) return n.toString();
  if (typeof value === 'number') return specialDouble(value) ?? String(value);
  if (value instanceof Uint8Array) return new TextDecoder().decode(value);
  if (value instanceof Date) return timestampText(value);
  if (value instanceof Duration) return durationText(value);
  if (Array.isArray(value)) return `[${value.map(stringClause).join(', ')}]`;
  if (value instanceof Map || (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)) {
    const entries = value instanceof Map ? [...value.entries()] : Object.entries(value as object);
    const shown = entries.map(([k, v]) => [stringClause(k), stringClause(v)] as const).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${shown.map(([k, v]) => `${k}: ${v}`).join(', ')}}`;
  }
  if (typeof value === 'object' && value.constructor?.name === 'Type') return String((value as { name: unknown }).name);
  return fail(
    'string clause can only be used on strings, bools, bytes, ints, doubles, maps, lists, types, durations, and timestamps, ' +
      `was given ${typeName(value)}`,
  );
}

function clause(verb: string, precision: number | undefined, value: unknown): string {
  switch (verb) {
    case 's':
      return stringClause(value);
    case 'd': {
      const n = integer(value);
      if (n !== undefined) return n.toString();
      if (typeof value === 'number' && specialDouble(value)) return specialDouble(value)!;
      return fail(`decimal clause can only be used on integers, was given ${typeName(value)}`);
    }
    case 'f':
      if (typeof value !== 'number') fail(`fixed-point clause can only be used on doubles, was given ${typeName(value)}`);
      return fixed(value, precision ?? 6);
    case 'e':
      if (typeof value !== 'number') fail(`scientific clause can only be used on doubles, was given ${typeName(value)}`);
      return scientific(value, precision ?? 6);
    case 'b': {
      const n = typeof value === 'boolean' ? (value ? 1n : 0n) : integer(value);
      if (n === undefined) fail(`only integers and bools can be formatted as binary, was given ${typeName(value)}`);
      return n < 0n ? `-${(-n).toString(2)}` : n.toString(2);
    }
    case 'o': {
      const n = integer(value);
      if (n === undefined) fail(`octal clause can only be used on integers, was given ${typeName(value)}`);
      return n < 0n ? `-${(-n).toString(8)}` : n.toString(8);
    }
    case 'x':
    case 'X':
      return hex(value, verb === 'X');
    default:
      throw new CelLibraryError(`could not parse formatting clause: unrecognized formatting clause "${verb}"`);
  }
}

export function formatString(template: string, args: unknown[]): string {
  let out = '';
  let next = 0;
  for (let i = 0; i < template.length; i++) {
    const ch = template[i]!;
    if (ch !== '%') {
      out += ch;
      continue;
    }
    if (template[i + 1] === '%') {
      out += '%';
      i++;
      continue;
    }
    const spec = /^\.(\d+)/.exec(template.slice(i + 1));
    const precision = spec ? Number(spec[1]) : undefined;
    const verbAt = i + 1 + (spec ? spec[0].length : 0);
    const verb = template[verbAt];
    if (verb === undefined) throw new CelLibraryError('could not parse formatting clause: unexpected end of string');
    if (next >= args.length) throw new CelLibraryError(`index ${next} out of range`);
    out += clause(verb, precision, args[next++]);
    i = verbAt;
  }
  return out;
}
