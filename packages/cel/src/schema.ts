import { Duration } from '@marcbachmann/cel-js/evaluator';

/**
 * Structural OpenAPI schemas (as CustomResourceDefinitions carry them) turned into CEL types and
 * CEL values, following k8s.io/apiserver/pkg/cel/common/schemas.go (SchemaDeclType) and the
 * unstructured-to-CEL value conversion: objects with properties are object types whose fields are
 * the properties (any other field is a compile error: "No such key"), objects with
 * additionalProperties are map(string, T), arrays are list(T), x-kubernetes-int-or-string is dyn,
 * an embedded resource gets apiVersion, kind and metadata.name/generateName, and strings with the
 * formats byte, duration, date and date-time are bytes, duration and timestamp values.
 * Unknown fields kept by x-kubernetes-preserve-unknown-fields are not visible to CEL, as on the server.
 */

export interface ValidationRule {
  rule: string;
  message?: string;
  messageExpression?: string;
  reason?: string;
  fieldPath?: string;
  optionalOldSelf?: boolean;
}

export interface StructuralSchema {
  type?: string;
  format?: string;
  description?: string;
  properties?: Record<string, StructuralSchema>;
  additionalProperties?: StructuralSchema | boolean;
  items?: StructuralSchema;
  required?: string[];
  nullable?: boolean;
  enum?: unknown[];
  default?: unknown;
  maxItems?: number;
  maxLength?: number;
  maxProperties?: number;
  'x-kubernetes-int-or-string'?: boolean;
  'x-kubernetes-preserve-unknown-fields'?: boolean;
  'x-kubernetes-embedded-resource'?: boolean;
  'x-kubernetes-validations'?: ValidationRule[];
  'x-kubernetes-list-type'?: string;
  'x-kubernetes-list-map-keys'?: string[];
}

/** The server's request size bound (celconfig.MaxRequestSizeBytes), used to bound unbounded lists. */
export const MAX_REQUEST_SIZE_BYTES = 3 * 1024 * 1024;

/** A CEL type with the size bound the cost estimator uses (DeclType's MaxElements). */
export interface CelTypeInfo {
  /** cel-js type name: `int`, `list<string>`, `map<string, T>`, a registered object type name, `dyn`. */
  name: string;
  kind: 'scalar' | 'list' | 'map' | 'object' | 'dyn';
  /** Most elements (lists, maps) or bytes (strings) the value can hold. */
  maxElements: number;
  /** Smallest JSON serialization of a value, to bound unbounded collections. */
  minSerializedSize: number;
  element?: CelTypeInfo;
  /** A map's key type (its size is what the cost estimator assumes for keys). */
  key?: CelTypeInfo;
  fields?: Record<string, CelTypeInfo>;
}

/**
 * The key type of a map typed from a schema: the server's shared StringType, whose MaxElements is 0,
 * so the cost estimator (which looks sizes up by path, `self.labels.@keys`) takes map keys as empty.
 */
export const SCHEMA_MAP_KEY: CelTypeInfo = { name: 'string', kind: 'scalar', maxElements: 0, minSerializedSize: 2 };

export interface ObjectTypeDeclaration {
  name: string;
  fields: Record<string, string>;
}

const RESERVED = new Set([
  'true',
  'false',
  'null',
  'in',
  'as',
  'break',
  'const',
  'continue',
  'else',
  'for',
  'function',
  'if',
  'import',
  'let',
  'loop',
  'package',
  'namespace',
  'return',
  'var',
  'void',
  'while',
]);

/**
 * The CEL name of a property (apiservercel.Escape): reserved words become `__name__`, and `_`,
 * `__`, `.`, `-`, `/` are escaped as `__underscores__`, `__dot__`, `__dash__`, `__slash__`. A name
 * with other characters cannot be accessed from CEL (undefined).
 */
export function escapePropertyName(name: string): string | undefined {
  if (RESERVED.has(name)) return `__${name}__`;
  if (name === '' || /^[0-9]/.test(name) || !/^[a-zA-Z0-9_.\-/]+$/.test(name)) return undefined;
  return name.replace(/__|[.\-/]/g, (m) => (m === '__' ? '__underscores__' : m === '.' ? '__dot__' : m === '-' ? '__dash__' : '__slash__'));
}

export function withTypeAndObjectMeta(schema: StructuralSchema): StructuralSchema {
  const string: StructuralSchema = { type: 'string' };
  return {
    ...schema,
    properties: {
      ...schema.properties,
      kind: string,
      apiVersion: string,
      metadata: { type: 'object', properties: { name: string, generateName: string } },
    },
  };
}

/** Builds CEL types for a schema tree; object types are registered by name in `objects`. */
export class SchemaTypes {
  readonly objects: ObjectTypeDeclaration[] = [];
  private counter = 0;

  constructor(private readonly prefix: string) {}

  typeOf(schema: StructuralSchema, isResourceRoot = false): CelTypeInfo | undefined {
    if (schema['x-kubernetes-int-or-string']) {
      const maxElements = schema.maxLength !== undefined ? Math.max(0, schema.maxLength) * 4 : MAX_REQUEST_SIZE_BYTES - 2;
      return { name: 'dyn', kind: 'dyn', maxElements, minSerializedSize: 1 };
    }
    const s = isResourceRoot ? withTypeAndObjectMeta(schema) : schema;
    switch (s.type) {
      case 'array': {
        if (!s.items) return undefined;
        const element = this.typeOf(s.items, s.items['x-kubernetes-embedded-resource'] === true);
        if (!element) return undefined;
        const maxElements =
          s.maxItems !== undefined ? Math.max(0, s.maxItems) : Math.floor((MAX_REQUEST_SIZE_BYTES - 2) / (element.minSerializedSize + 1));
        return { name: `list<${element.name}>`, kind: 'list', maxElements, minSerializedSize: 2, element };
      }
      case 'object': {
        const additional = s.additionalProperties;
        if (additional && typeof additional === 'object') {
          const element = this.typeOf(additional, additional['x-kubernetes-embedded-resource'] === true);
          if (!element) return undefined;
          const maxElements =
            s.maxProperties !== undefined
              ? Math.max(0, s.maxProperties)
              : Math.floor((MAX_REQUEST_SIZE_BYTES - 2) / (element.minSerializedSize + 6));
          return { name: `map<string, ${element.name}>`, kind: 'map', maxElements, minSerializedSize: 2, element, key: SCHEMA_MAP_KEY };
        }
        const required = new Set(s.required ?? []);
        const fields: Record<string, CelTypeInfo> = {};
        const declared: Record<string, string> = {};
        let minSerializedSize = 2;
        for (const [property, propertySchema] of Object.entries(s.properties ?? {})) {
          const fieldType = this.typeOf(propertySchema, propertySchema['x-kubernetes-embedded-resource'] === true);
          if (!fieldType) continue;
          const celName = escapePropertyName(property);
          if (celName !== undefined) {
            fields[celName] = fieldType;
            declared[celName] = fieldType.name;
          }
          if (required.has(property) && propertySchema.default === undefined) {
            minSerializedSize += property.length + fieldType.minSerializedSize + 4;
          }
        }
        const name = `${this.prefix}.Object${this.counter++ === 0 ? '' : this.counter - 1}`;
        this.objects.push({ name, fields: declared });
        return { name, kind: 'object', maxElements: Object.keys(fields).length, minSerializedSize, fields };
      }
      case 'string':
        return stringType(s);
      case 'boolean':
        return { name: 'bool', kind: 'scalar', maxElements: 0, minSerializedSize: 4 };
      case 'number':
        return { name: 'double', kind: 'scalar', maxElements: 0, minSerializedSize: 1 };
      case 'integer':
        return { name: 'int', kind: 'scalar', maxElements: 0, minSerializedSize: 1 };
      default:
        return undefined;
    }
  }
}

function stringType(s: StructuralSchema): CelTypeInfo {
  const perRequest = MAX_REQUEST_SIZE_BYTES - 2;
  switch (s.format) {
    case 'byte':
      return {
        name: 'bytes',
        kind: 'scalar',
        maxElements: s.maxLength !== undefined ? Math.max(0, s.maxLength) : perRequest,
        minSerializedSize: 2,
      };
    case 'duration':
      return { name: 'google.protobuf.Duration', kind: 'scalar', maxElements: 32, minSerializedSize: 3 };
    case 'date':
      return { name: 'google.protobuf.Timestamp', kind: 'scalar', maxElements: 12, minSerializedSize: 12 };
    case 'date-time':
      return { name: 'google.protobuf.Timestamp', kind: 'scalar', maxElements: 32, minSerializedSize: 21 };
  }
  let maxElements = perRequest;
  if (s.maxLength !== undefined) maxElements = Math.max(0, s.maxLength) * 4;
  else if (s.enum && s.enum.length > 0) maxElements = Math.max(0, ...s.enum.map((v) => (typeof v === 'string' ? v.length : 0)));
  return { name: 'string', kind: 'scalar', maxElements, minSerializedSize: 2 };
}

/**
 * A JSON value as CEL sees it under `schema`: integers as bigint, numbers as double, int-or-string
 * as int or string, byte/duration/date/date-time strings as bytes, durations and timestamps,
 * objects with escaped property names. Values that do not fit the schema are passed on as they
 * are (the schema validator reports them); CEL then fails on them at run time.
 */
export function toCelValue(value: unknown, schema: StructuralSchema | undefined): unknown {
  if (value === null || value === undefined) return null;
  if (schema === undefined) return plainCelValue(value);
  if (Array.isArray(value)) return value.map((item) => toCelValue(item, schema.items));
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    const additional = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      const propertySchema = schema.properties?.[key];
      if (additional) {
        out[key] = toCelValue(item, additional);
      } else if (propertySchema) {
        const celName = escapePropertyName(key);
        if (celName !== undefined) out[celName] = toCelValue(item, propertySchema);
      } else if (schema['x-kubernetes-embedded-resource'] && (key === 'apiVersion' || key === 'kind' || key === 'metadata')) {
        out[key] = plainCelValue(item);
      }
    }
    return out;
  }
  if (typeof value === 'number') {
    if (schema.type === 'number') return value;
    return Number.isInteger(value) ? BigInt(value) : value;
  }
  if (typeof value === 'string' && schema.type === 'string') {
    if (schema.format === 'byte') return base64Bytes(value) ?? value;
    if (schema.format === 'duration') return parseGoDuration(value) ?? value;
    if (schema.format === 'date-time' || schema.format === 'date') {
      const time = Date.parse(schema.format === 'date' ? `${value}T00:00:00Z` : value);
      return Number.isNaN(time) ? value : new Date(time);
    }
  }
  return value;
}

/** Unstructured JSON with no schema (embedded metadata, params without schema): whole numbers are ints. */
export function plainCelValue(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.map(plainCelValue);
  if (typeof value === 'number') return Number.isInteger(value) ? BigInt(value) : value;
  // Values that are already CEL values of a library type (Quantity, the authorizer…) pass unchanged.
  if (typeof value === 'object' && Object.getPrototypeOf(value) !== Object.prototype) return value;
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) out[key] = plainCelValue(item);
    return out;
  }
  return value;
}

function base64Bytes(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0) return undefined;
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
}

const UNIT_NANOS: Record<string, bigint> = {
  ns: 1n,
  us: 1000n,
  µs: 1000n,
  μs: 1000n,
  ms: 1000000n,
  s: 1000000000n,
  m: 60000000000n,
  h: 3600000000000n,
};

/** Go's time.ParseDuration (what the server uses for format: duration). */
export function parseGoDuration(text: string): Duration | undefined {
  const m = /^([+-]?)((?:\d+(?:\.\d*)?|\.\d+)(?:ns|us|\xb5s|\u03bcs|ms|s|m|h))+$/.exec(text);
  if (!m && text !== '0') return undefined;
  if (text === '0') return new Duration(0, 0);
  let nanos = 0n;
  for (const part of text.replace(/^[+-]/, '').matchAll(/(\d*)(?:\.(\d*))?(ns|us|\xb5s|\u03bcs|ms|s|m|h)/g)) {
    const unit = UNIT_NANOS[part[3]!]!;
    const fraction = part[2] ?? '';
    nanos += BigInt(part[1] || '0') * unit + (fraction ? (BigInt(fraction) * unit) / 10n ** BigInt(fraction.length) : 0n);
  }
  if (text.startsWith('-')) nanos = -nanos;
  return new Duration(nanos / 1000000000n, Number(nanos % 1000000000n));
}
