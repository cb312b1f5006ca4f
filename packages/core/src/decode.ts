import { isBase64, isMicroTime, isRfc3339Time } from './validators/formats.js';
import { parseQuantity } from './validators/quantity.js';
import type { SchemaNode } from './schema.js';
import { typeName } from './schema.js';
import type { PathSegment } from './types.js';

/**
 * Checks a plain object against a kind's schema the way the API server's JSON
 * decoder does, before any validation: a value of the wrong JSON type, an integer out
 * of its Go range, a malformed Quantity, Time or base64 value refuses the whole
 * request. Fields not in the schema are collected separately: the server drops them
 * and strict clients (kubectl's default `--validate=strict`) refuse them.
 */

export interface DecodeProblem {
  path: PathSegment[];
  found: string;
  expected: string;
}

const INT32 = [-2147483648, 2147483647] as const;
// int64 bounds; JS numbers lose precision beyond 2^53, which is fine for a range check.
const INT64 = [-9223372036854775808, 9223372036854775807] as const;

export interface DecodeResult {
  typeErrors: DecodeProblem[];
  unknownFields: PathSegment[][];
}

export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  switch (typeof value) {
    case 'string':
      return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 37)}...` : value)}`;
    case 'number':
      return Number.isInteger(value) ? `the integer ${value}` : `the number ${value}`;
    case 'boolean':
      return `the boolean ${value}`;
    case 'object':
      return 'an object';
    default:
      return typeof value;
  }
}

export function decode(value: unknown, schema: SchemaNode): DecodeResult {
  const result: DecodeResult = { typeErrors: [], unknownFields: [] };
  walk(value, schema, [], result);
  return result;
}

/**
 * `path` is one stack shared by the whole walk (pushed and popped around each step) and
 * copied only when a problem is recorded: decoding runs on every object, and most
 * objects have no problem at all.
 */
function walk(value: unknown, schema: SchemaNode, path: PathSegment[], out: DecodeResult): void {
  // JSON null decodes to the zero value of every Go type.
  if (value === null || value === undefined) return;
  switch (schema.type) {
    case 'any':
      return;
    case 'string':
      if (typeof value !== 'string') return mismatch(value, schema, path, out);
      if (schema.format === 'time' && !isRfc3339Time(value)) return mismatch(value, schema, path, out);
      if (schema.format === 'microtime' && !isMicroTime(value)) return mismatch(value, schema, path, out);
      if (schema.format === 'bytes' && !isBase64(value)) return mismatch(value, schema, path, out);
      return;
    case 'boolean':
      if (typeof value !== 'boolean') mismatch(value, schema, path, out);
      return;
    case 'int32':
      if (typeof value !== 'number' || !Number.isInteger(value) || value < INT32[0] || value > INT32[1]) mismatch(value, schema, path, out);
      return;
    case 'int64':
      if (typeof value !== 'number' || !Number.isInteger(value) || value < INT64[0] || value > INT64[1]) mismatch(value, schema, path, out);
      return;
    case 'number':
      if (typeof value !== 'number') mismatch(value, schema, path, out);
      return;
    case 'int-or-string':
      if (typeof value === 'string') return;
      if (typeof value !== 'number' || !Number.isInteger(value) || value < INT32[0] || value > INT32[1]) mismatch(value, schema, path, out);
      return;
    case 'quantity':
      if ((typeof value !== 'string' && typeof value !== 'number') || !parseQuantity(value)) mismatch(value, schema, path, out);
      return;
    case 'array':
      if (!Array.isArray(value)) return mismatch(value, schema, path, out);
      for (let i = 0; i < value.length; i++) {
        path.push(i);
        walk(value[i], schema.items, path, out);
        path.pop();
      }
      return;
    case 'map':
      if (typeof value !== 'object' || Array.isArray(value)) return mismatch(value, schema, path, out);
      for (const k of Object.keys(value)) {
        path.push({ key: k });
        walk((value as Record<string, unknown>)[k], schema.values, path, out);
        path.pop();
      }
      return;
    case 'object': {
      if (typeof value !== 'object' || Array.isArray(value)) return mismatch(value, schema, path, out);
      for (const k of Object.keys(value)) {
        // Own properties only: a manifest key such as `constructor` is not a schema field.
        const field = Object.hasOwn(schema.fields, k) ? schema.fields[k] : undefined;
        if (field) {
          path.push(k);
          walk((value as Record<string, unknown>)[k], field, path, out);
          path.pop();
        } else if (!schema.open) {
          out.unknownFields.push([...path, k]);
        }
      }
      return;
    }
  }
}

function mismatch(value: unknown, schema: SchemaNode, path: readonly PathSegment[], out: DecodeResult): void {
  out.typeErrors.push({ path: [...path], found: describeValue(value), expected: typeName(schema) });
}
