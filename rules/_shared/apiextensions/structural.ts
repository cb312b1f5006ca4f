import type { JsonObject } from '@plumbline/engine';
import { RE2JS } from 're2js';

/**
 * One node of a CRD version's `openAPIV3Schema` as the API server reads it
 * (apiextensions `JSONSchemaProps` → its structural schema), with what validation needs
 * made ready once per CRD version: patterns compiled with RE2 semantics (Go's `regexp`,
 * which kube-openapi's `pattern` check uses), formats normalised to the server's registry.
 */
export interface Schema {
  type?: string;
  nullable: boolean;
  /** The format, normalised (dashes removed, as go-openapi does), only when the server checks it. */
  format?: string;
  description?: string;
  hasDefault: boolean;
  default?: unknown;
  properties?: Map<string, Schema>;
  additionalProperties?: Schema | boolean;
  items?: Schema;
  required?: readonly string[];
  enum?: readonly unknown[];
  pattern?: { source: string; regexp: RE2JS | undefined };
  maxLength?: number;
  minLength?: number;
  maximum?: number;
  minimum?: number;
  exclusiveMaximum: boolean;
  exclusiveMinimum: boolean;
  multipleOf?: number;
  maxItems?: number;
  minItems?: number;
  maxProperties?: number;
  minProperties?: number;
  uniqueItems: boolean;
  allOf?: readonly Schema[];
  anyOf?: readonly Schema[];
  oneOf?: readonly Schema[];
  not?: Schema;
  preserveUnknownFields: boolean;
  embeddedResource: boolean;
  intOrString: boolean;
  listType?: string;
  listMapKeys?: readonly string[];
  mapType?: string;
  validations?: readonly ValidationRule[];
  /** The node as written in the CRD (the CEL evaluator reads it). */
  raw: JsonObject;
}

/** One `x-kubernetes-validations` entry. */
export interface ValidationRule {
  rule: string;
  message?: string;
  messageExpression?: string;
  reason?: string;
  fieldPath?: string;
  optionalOldSelf?: boolean;
}

/**
 * Formats the v1.34 server checks (apiextensions `supportedVersionedFormats`, dashes removed).
 * Every other format is stripped before validation (`StripUnsupportedFormatsPostProcessor`):
 * `int32`, `int64`, `float`, `double` and unknown names check nothing.
 */
export const SERVER_FORMATS: ReadonlySet<string> = new Set([
  'bsonobjectid',
  'uri',
  'email',
  'hostname',
  'ipv4',
  'ipv6',
  'cidr',
  'mac',
  'uuid',
  'uuid3',
  'uuid4',
  'uuid5',
  'isbn',
  'isbn10',
  'isbn13',
  'creditcard',
  'ssn',
  'hexcolor',
  'rgbcolor',
  'byte',
  'password',
  'date',
  'duration',
  'datetime',
  'k8sshortname',
  'k8slongname',
]);

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function num(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function strings(value: unknown): string[] | undefined {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : undefined;
}

/** Compiles a pattern as Go's `regexp` does; `undefined` regexp when RE2 refuses it (CRD validation reports that). */
export function compilePattern(source: string): RE2JS | undefined {
  try {
    return RE2JS.compile(source);
  } catch {
    return undefined;
  }
}

/** Reads a JSONSchemaProps node (no `$ref`: CRD schemas may not use it). Iterative depth is bounded by the CRD's own size. */
export function readSchema(raw: JsonObject): Schema {
  const schema: Schema = {
    nullable: raw.nullable === true,
    hasDefault: 'default' in raw,
    exclusiveMaximum: raw.exclusiveMaximum === true,
    exclusiveMinimum: raw.exclusiveMinimum === true,
    uniqueItems: raw.uniqueItems === true,
    preserveUnknownFields: raw['x-kubernetes-preserve-unknown-fields'] === true,
    embeddedResource: raw['x-kubernetes-embedded-resource'] === true,
    intOrString: raw['x-kubernetes-int-or-string'] === true,
    raw,
  };
  if (typeof raw.type === 'string' && raw.type !== '') schema.type = raw.type;
  if (typeof raw.description === 'string') schema.description = raw.description;
  if (schema.hasDefault) schema.default = raw.default;
  if (typeof raw.format === 'string') {
    const normalised = raw.format.replaceAll('-', '');
    if (SERVER_FORMATS.has(normalised)) schema.format = normalised;
  }
  if (isObject(raw.properties)) {
    schema.properties = new Map();
    for (const [key, value] of Object.entries(raw.properties)) if (isObject(value)) schema.properties.set(key, readSchema(value));
  }
  if (isObject(raw.additionalProperties)) schema.additionalProperties = readSchema(raw.additionalProperties);
  else if (typeof raw.additionalProperties === 'boolean') schema.additionalProperties = raw.additionalProperties;
  if (isObject(raw.items)) schema.items = readSchema(raw.items);
  const required = strings(raw.required);
  if (required) schema.required = required;
  if (Array.isArray(raw.enum)) schema.enum = raw.enum;
  if (typeof raw.pattern === 'string') schema.pattern = { source: raw.pattern, regexp: compilePattern(raw.pattern) };
  for (const key of ['maxLength', 'minLength', 'maximum', 'minimum', 'multipleOf'] as const) {
    const value = num(raw[key]);
    if (value !== undefined) schema[key] = value;
  }
  for (const key of ['maxItems', 'minItems', 'maxProperties', 'minProperties'] as const) {
    const value = num(raw[key]);
    if (value !== undefined) schema[key] = value;
  }
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    const list = raw[key];
    if (Array.isArray(list)) schema[key] = list.filter(isObject).map(readSchema);
  }
  if (isObject(raw.not)) schema.not = readSchema(raw.not);
  if (typeof raw['x-kubernetes-list-type'] === 'string') schema.listType = raw['x-kubernetes-list-type'];
  const mapKeys = strings(raw['x-kubernetes-list-map-keys']);
  if (mapKeys) schema.listMapKeys = mapKeys;
  if (typeof raw['x-kubernetes-map-type'] === 'string') schema.mapType = raw['x-kubernetes-map-type'];
  const validations = raw['x-kubernetes-validations'];
  if (Array.isArray(validations)) {
    schema.validations = validations.filter(isObject).map((v) => {
      const rule: ValidationRule = { rule: typeof v.rule === 'string' ? v.rule : '' };
      for (const key of ['message', 'messageExpression', 'reason', 'fieldPath'] as const) {
        if (typeof v[key] === 'string') rule[key] = v[key];
      }
      if (v.optionalOldSelf === true) rule.optionalOldSelf = true;
      return rule;
    });
  }
  return schema;
}

/** The schema of a property of an object node: its declared property, else `additionalProperties`. */
export function propertySchema(schema: Schema, key: string): Schema | undefined {
  const declared = schema.properties?.get(key);
  if (declared) return declared;
  return typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;
}
