import { Duration, UnsignedInt } from '@marcbachmann/cel-js/evaluator';
import { CelLibraryError } from '../values.js';

/**
 * Ordering and equality of CEL values as the Kubernetes list library needs them (cel-go's
 * traits.Comparer and ref.Val.Equal): numbers compare across int, uint and double; strings by
 * code point; bytes byte-wise; durations and timestamps by time; lists and maps by content.
 */

function numeric(value: unknown): number | bigint | undefined {
  if (typeof value === 'bigint' || typeof value === 'number') return value;
  if (value instanceof UnsignedInt) return value.value;
  return undefined;
}

export function compareValues(a: unknown, b: unknown): number {
  const na = numeric(a);
  const nb = numeric(b);
  if (na !== undefined && nb !== undefined) {
    if (typeof na === 'bigint' && typeof nb === 'bigint') return na === nb ? 0 : na < nb ? -1 : 1;
    const x = Number(na);
    const y = Number(nb);
    return x === y ? 0 : x < y ? -1 : 1;
  }
  if (typeof a === 'string' && typeof b === 'string') return compareCodePoints(a, b);
  if (typeof a === 'boolean' && typeof b === 'boolean') return a === b ? 0 : a ? 1 : -1;
  if (a instanceof Duration && b instanceof Duration) return Math.sign(a.valueOf() - b.valueOf());
  if (a instanceof Date && b instanceof Date) return Math.sign(a.getTime() - b.getTime());
  if (a instanceof Uint8Array && b instanceof Uint8Array) {
    for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! < b[i]! ? -1 : 1;
    return Math.sign(a.length - b.length);
  }
  throw new CelLibraryError(`no such overload: values of types ${typeName(a)} and ${typeName(b)} are not comparable`);
}

function compareCodePoints(a: string, b: string): number {
  if (a === b) return 0;
  const x = [...a];
  const y = [...b];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    if (x[i] !== y[i]) return x[i]!.codePointAt(0)! < y[i]!.codePointAt(0)! ? -1 : 1;
  }
  return Math.sign(x.length - y.length);
}

export function typeName(value: unknown): string {
  if (value === null) return 'null_type';
  if (typeof value === 'bigint') return 'int';
  if (typeof value === 'number') return 'double';
  if (typeof value === 'string') return 'string';
  if (typeof value === 'boolean') return 'bool';
  if (value instanceof UnsignedInt) return 'uint';
  if (value instanceof Duration) return 'google.protobuf.Duration';
  if (value instanceof Date) return 'google.protobuf.Timestamp';
  if (value instanceof Uint8Array) return 'bytes';
  if (Array.isArray(value)) return 'list';
  if (typeof value === 'object') return 'map';
  return typeof value;
}

/** CEL equality: numbers across types, lists and maps by content, other values by their own rules. */
export function celEquals(a: unknown, b: unknown): boolean {
  const na = numeric(a);
  const nb = numeric(b);
  if (na !== undefined && nb !== undefined) {
    if (typeof na === 'bigint' && typeof nb === 'bigint') return na === nb;
    return Number(na) === Number(nb);
  }
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (a instanceof Duration && b instanceof Duration) return a.valueOf() === b.valueOf();
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (a instanceof Uint8Array && b instanceof Uint8Array) return a.length === b.length && a.every((x, i) => x === b[i]);
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => celEquals(x, b[i]));
  }
  const ea = entries(a);
  const eb = entries(b);
  if (!ea || !eb) return false;
  if (ea.size !== eb.size) return false;
  for (const [key, value] of ea) if (!eb.has(key) || !celEquals(value, eb.get(key))) return false;
  return true;
}

function entries(value: object): Map<unknown, unknown> | undefined {
  if (value instanceof Map) return value;
  if (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null) {
    return new Map(Object.entries(value));
  }
  return undefined;
}
