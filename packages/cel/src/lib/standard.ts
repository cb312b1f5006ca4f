import { Optional, type Environment } from '@marcbachmann/cel-js';
import { Duration, UnsignedInt } from '@marcbachmann/cel-js/evaluator';
import { CelLibraryError, INT64_MAX } from '../values.js';
import { celEquals, compareValues } from './compare.js';
import { formatString, stringClause } from './string-format.js';

/**
 * Functions of the CEL standard library and of the optional-types and strings extensions that
 * cel-js does not provide, found by running the CEL conformance tests (test/cel/conformance.test.ts):
 * conversions (int(uint), int(timestamp), string(timestamp), string(duration), the identity
 * conversions), ordering of bytes, equality of optionals, optional.ofNonZeroValue, string.format.
 */

function isZeroValue(value: unknown): boolean {
  if (value === null || value === false || value === 0n || value === 0 || value === '') return true;
  if (value instanceof UnsignedInt) return value.value === 0n;
  if (value instanceof Uint8Array || Array.isArray(value)) return value.length === 0;
  if (value instanceof Map) return value.size === 0;
  if (value instanceof Duration) return value.valueOf() === 0;
  if (value instanceof Date) return value.getTime() === 0;
  if (value instanceof Optional) return !value.hasValue();
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) return Object.keys(value).length === 0;
  return false;
}

export function registerStandardGaps(env: Environment): void {
  const T = 'google.protobuf.Timestamp';
  const D = 'google.protobuf.Duration';
  env
    .registerFunction('int(uint): int', (u: UnsignedInt) => {
      if (u.value > INT64_MAX) throw new CelLibraryError('integer overflow');
      return u.value;
    })
    .registerFunction(`int(${T}): int`, (t: Date) => BigInt(Math.floor(t.getTime() / 1000)))
    .registerFunction(`string(${T}): string`, (t: Date) => stringClause(t))
    .registerFunction(`string(${D}): string`, (d: Duration) => stringClause(d))
    .registerFunction(`timestamp(${T}): ${T}`, (t: Date) => t)
    .registerFunction(`duration(${D}): ${D}`, (d: Duration) => d)
    .registerOperator('bytes < bytes', (a: Uint8Array, b: Uint8Array) => compareValues(a, b) < 0)
    .registerOperator('bytes <= bytes', (a: Uint8Array, b: Uint8Array) => compareValues(a, b) <= 0)
    .registerOperator('bytes > bytes', (a: Uint8Array, b: Uint8Array) => compareValues(a, b) > 0)
    .registerOperator('bytes >= bytes', (a: Uint8Array, b: Uint8Array) => compareValues(a, b) >= 0)
    .registerOperator(
      'optional == optional',
      (a: Optional, b: Optional) => a.hasValue() === b.hasValue() && (!a.hasValue() || celEquals(a.value(), b.value())),
    )
    .registerFunction('OptionalNamespace.ofNonZeroValue(A): optional<A>', (_: unknown, v: unknown) =>
      isZeroValue(v) ? Optional.none() : Optional.of(v),
    )
    .registerFunction('string.format(list): string', (template: string, args: unknown[]) => formatString(template, args));
}
