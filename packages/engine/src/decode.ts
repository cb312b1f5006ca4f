import { illegalBase64Offset, isMicroTime, isRfc3339Time } from './validators/formats.js';
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
  /** A base64 field whose value does not decode: where Go's decoder stops ("illegal base64 data at input byte N"). */
  base64Offset?: number;
}

const INT32 = [-2147483648, 2147483647] as const;
// int64 bounds; JS numbers lose precision beyond 2^53, which is fine for a range check.
const INT64 = [-9223372036854775808, 9223372036854775807] as const;

export interface DecodeResult {
  typeErrors: DecodeProblem[];
  unknownFields: PathSegment[][];
  /** Fields the schema marks required that an object leaves out (JSON null counts as given). */
  missingRequired: PathSegment[][];
}

/** What a value is, without the value itself (for base64 and sensitive fields). */
export function describeKind(value: unknown): string {
  if (typeof value === 'string') return 'a string';
  if (typeof value === 'number') return Number.isInteger(value) ? 'an integer' : 'a number';
  if (typeof value === 'boolean') return 'a boolean';
  return describeValue(value);
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
  const result: DecodeResult = { typeErrors: [], unknownFields: [], missingRequired: [] };
  walk(value, decoderOf(schema), [], result);
  return result;
}

const enum Check {
  Any,
  String,
  Time,
  MicroTime,
  Bytes,
  Boolean,
  Int32,
  Int64,
  Number,
  IntOrString,
  Quantity,
  Array,
  Map,
  Object,
}

/**
 * A schema node as the decoder walks it. Every node has the same shape, so that the
 * walk reads monomorphic properties: schema nodes themselves come in many shapes
 * (descriptions, enums, formats), and that made the hot walk deoptimize repeatedly.
 */
interface DecoderNode {
  check: Check;
  /** Array items or map values. */
  child: DecoderNode | undefined;
  /** Object fields. */
  fields: Map<string, DecoderNode> | undefined;
  open: boolean;
  /** Never print the value: a base64 field (its bytes may be anything) or a field marked sensitive. */
  hidden: boolean;
  /** Object fields the schema marks required. */
  required: readonly string[] | undefined;
  /** Object fields that are structs, validated as empty objects when left out. */
  structs: readonly string[] | undefined;
  /** The schema node, for the type name of a mismatch. */
  schema: SchemaNode;
}

const decoders = new WeakMap<SchemaNode, DecoderNode>();

/** The decoder node of a schema node, built once per node (shared and recursive nodes included). */
function decoderOf(schema: SchemaNode): DecoderNode {
  const known = decoders.get(schema);
  if (known) return known;
  const hidden = schema.sensitive === true || (schema.type === 'string' && schema.format === 'bytes');
  const node: DecoderNode = {
    check: Check.Any,
    child: undefined,
    fields: undefined,
    open: false,
    hidden,
    required: undefined,
    structs: undefined,
    schema,
  };
  decoders.set(schema, node);
  switch (schema.type) {
    case 'any':
      break;
    case 'string':
      node.check =
        schema.format === 'time'
          ? Check.Time
          : schema.format === 'microtime'
            ? Check.MicroTime
            : schema.format === 'bytes'
              ? Check.Bytes
              : Check.String;
      break;
    case 'boolean':
      node.check = Check.Boolean;
      break;
    case 'int32':
      node.check = Check.Int32;
      break;
    case 'int64':
      node.check = Check.Int64;
      break;
    case 'number':
      node.check = Check.Number;
      break;
    case 'int-or-string':
      node.check = Check.IntOrString;
      break;
    case 'quantity':
      node.check = Check.Quantity;
      break;
    case 'array':
      node.check = Check.Array;
      node.child = decoderOf(schema.items);
      break;
    case 'map':
      node.check = Check.Map;
      node.child = decoderOf(schema.values);
      break;
    case 'object':
      node.check = Check.Object;
      node.open = schema.open === true;
      node.required = schema.required && schema.required.length > 0 ? schema.required : undefined;
      node.structs = schema.structs && schema.structs.length > 0 ? schema.structs : undefined;
      // Own properties only: a manifest key such as `constructor` is not a schema field.
      node.fields = new Map(Object.keys(schema.fields).map((k) => [k, decoderOf(schema.fields[k]!)]));
      break;
  }
  return node;
}

const isInteger = (value: unknown, [min, max]: readonly [number, number]): boolean =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/**
 * `path` is one stack shared by the whole walk (pushed and popped around each step) and
 * copied only when a problem is recorded: decoding runs on every object, and most
 * objects have no problem at all.
 */
function walk(value: unknown, node: DecoderNode, path: PathSegment[], out: DecodeResult): void {
  // JSON null decodes to the zero value of every Go type.
  if (value === null || value === undefined) return;
  switch (node.check) {
    case Check.Any:
      return;
    case Check.String:
      if (typeof value !== 'string') mismatch(value, node, path, out);
      return;
    case Check.Time:
      if (typeof value !== 'string' || !isRfc3339Time(value)) mismatch(value, node, path, out);
      return;
    case Check.MicroTime:
      if (typeof value !== 'string' || !isMicroTime(value)) mismatch(value, node, path, out);
      return;
    case Check.Bytes: {
      if (typeof value !== 'string') return mismatch(value, node, path, out);
      const offset = illegalBase64Offset(value);
      if (offset === undefined) return;
      out.typeErrors.push({ path: [...path], found: 'not valid base64', expected: typeName(node.schema), base64Offset: offset });
      return;
    }
    case Check.Boolean:
      if (typeof value !== 'boolean') mismatch(value, node, path, out);
      return;
    case Check.Int32:
      if (!isInteger(value, INT32)) mismatch(value, node, path, out);
      return;
    case Check.Int64:
      if (!isInteger(value, INT64)) mismatch(value, node, path, out);
      return;
    case Check.Number:
      if (typeof value !== 'number') mismatch(value, node, path, out);
      return;
    case Check.IntOrString:
      if (typeof value !== 'string' && !isInteger(value, INT32)) mismatch(value, node, path, out);
      return;
    case Check.Quantity:
      if ((typeof value !== 'string' && typeof value !== 'number') || !parseQuantity(value)) mismatch(value, node, path, out);
      return;
    case Check.Array: {
      if (!Array.isArray(value)) return mismatch(value, node, path, out);
      const items = node.child!;
      for (let i = 0; i < value.length; i++) {
        path.push(i);
        walk(value[i], items, path, out);
        path.pop();
      }
      return;
    }
    case Check.Map: {
      if (typeof value !== 'object' || Array.isArray(value)) return mismatch(value, node, path, out);
      const values = node.child!;
      const map = value as Record<string, unknown>;
      // `for…in` with `hasOwn` visits what `Object.keys` lists without making its array: labels and data are maps, on
      // nearly every object.
      for (const k in map) {
        if (!Object.hasOwn(map, k)) continue;
        const item = map[k];
        // A string or a null under a map of strings (labels, annotations, data) needs no path step.
        if (values.check === Check.String && (typeof item === 'string' || item === null || item === undefined)) continue;
        path.push({ key: k });
        walk(item, values, path, out);
        path.pop();
      }
      return;
    }
    case Check.Object: {
      if (typeof value !== 'object' || Array.isArray(value)) return mismatch(value, node, path, out);
      const fields = node.fields!;
      const object = value as Record<string, unknown>;
      for (const k in object) {
        if (!Object.hasOwn(object, k)) continue;
        const field = fields.get(k);
        if (field) {
          path.push(k);
          walk(object[k], field, path, out);
          path.pop();
        } else if (!node.open) {
          out.unknownFields.push([...path, k]);
        }
      }
      if (node.required || node.structs) missingFields(value as Record<string, unknown>, node, path, out);
      return;
    }
  }
}

/**
 * Required fields an object leaves out, and, for a struct field left out (a zero struct to the
 * server), the required fields of that empty struct, as the server's validation finds them.
 */
function missingFields(value: Readonly<Record<string, unknown>>, node: DecoderNode, path: PathSegment[], out: DecodeResult): void {
  const required = node.required;
  if (required) for (const k of required) if (value[k] === undefined) out.missingRequired.push([...path, k]);
  const structs = node.structs;
  if (!structs) return;
  for (const k of structs) {
    if (value[k] !== undefined || required?.includes(k)) continue;
    const field = node.fields!.get(k);
    if (field?.check !== Check.Object) continue;
    path.push(k);
    missingFields(EMPTY, field, path, out);
    path.pop();
  }
}

const EMPTY: Readonly<Record<string, unknown>> = Object.freeze({});

function mismatch(value: unknown, node: DecoderNode, path: readonly PathSegment[], out: DecodeResult): void {
  const found = node.hidden ? describeKind(value) : describeValue(value);
  out.typeErrors.push({ path: [...path], found, expected: typeName(node.schema) });
}
