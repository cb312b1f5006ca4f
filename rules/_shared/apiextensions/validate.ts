import type { ErrorReason, FieldPath, PathSegment } from '@plumbline/engine';
import { FORMAT_CHECKS, formatName } from './formats.js';
import { CR_RULES } from './rule-ids.js';
import type { Schema } from './structural.js';

/** One problem of a value against a CRD version's schema, with the rule that reports it and the server's path. */
export interface SchemaProblem {
  ruleId: string;
  messageId: string;
  path: FieldPath;
  reason: ErrorReason;
  data: Record<string, string | number | boolean>;
}

type Value = unknown;

/** kube-openapi's path text: fields after dots, indices in brackets (its `in body` messages use it). */
export function openApiPath(path: FieldPath): string {
  let out = '';
  for (const step of path) {
    if (typeof step === 'number') out += `[${step}]`;
    else {
      const name = typeof step === 'string' ? step : step.key;
      out += out === '' ? name : `.${name}`;
    }
  }
  return out;
}

/** A value as the server's messages quote it: JSON, cut short. */
export function show(value: Value): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/** The JSON type name kube-openapi reports for a value. */
export function typeName(value: Value): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  if (typeof value === 'object') return 'object';
  return typeof value;
}

function hasType(value: Value, type: string): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'number':
      return typeof value === 'number';
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
    default:
      return true;
  }
}

/** Deep equality of JSON values (enum, list-type set and map keys). */
export function jsonEqual(a: Value, b: Value): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as Value[];
    return a.length === other.length && a.every((item, i) => jsonEqual(item, other[i]));
  }
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return (
    ka.length === kb.length &&
    ka.every((k) => Object.hasOwn(b, k) && jsonEqual((a as Record<string, Value>)[k], (b as Record<string, Value>)[k]))
  );
}

/** Length of a string in Unicode code points, as Go's `utf8.RuneCountInString` counts it. */
export function codePoints(value: string): number {
  let n = 0;
  for (const _ of value) n += 1;
  return n;
}

/**
 * Validates a value against a structural schema node as kube-openapi's `SchemaValidator`
 * does for a custom resource (apiextensions `ValidateCustomResource`), plus the list-type
 * uniqueness of `listtype.ValidateListSetsAndMaps`. Iterative over objects and arrays through
 * an explicit stack, so that a deeply nested resource cannot exhaust the call stack.
 */
export function validateValue(root: Value, rootSchema: Schema, rootPath: FieldPath, out: SchemaProblem[], isResourceRoot = false): void {
  const stack: [Value, Schema, FieldPath, boolean][] = [[root, rootSchema, rootPath, isResourceRoot]];
  while (stack.length > 0) {
    const [value, schema, path, resourceRoot] = stack.pop()!;
    validateNode(value, schema, path, out, resourceRoot, (v, s, p, r) => stack.push([v, s, p, r]));
  }
}

function problem(
  out: SchemaProblem[],
  ruleId: string,
  messageId: string,
  path: FieldPath,
  reason: ErrorReason,
  data: SchemaProblem['data'],
): void {
  out.push({ ruleId, messageId, path, reason, data: { path: openApiPath(path), ...data } });
}

function validateNode(
  value: Value,
  schema: Schema,
  path: FieldPath,
  out: SchemaProblem[],
  resourceRoot: boolean,
  visit: (value: Value, schema: Schema, path: FieldPath, resourceRoot: boolean) => void,
): void {
  if (value === null || value === undefined) {
    if (!schema.nullable && (schema.type || schema.intOrString)) {
      const expected = schema.intOrString ? 'integer or string' : schema.type!;
      problem(out, CR_RULES.invalidType, 'invalidType', path, 'FieldValueTypeInvalid', { expected, found: 'null' });
    } else if (schema.enum && !schema.enum.includes(null)) {
      // kube-openapi checks a null value against the type and the enum only: a nullable enum must list null.
      const values = schema.enum.map((v) => (typeof v === 'string' ? `"${v}"` : show(v))).join(', ');
      problem(out, CR_RULES.valueNotSupported, 'notSupported', path, 'FieldValueNotSupported', { found: 'null', values });
    }
    return;
  }
  if (schema.intOrString) {
    if (!hasType(value, 'integer') && !hasType(value, 'string')) {
      problem(out, CR_RULES.invalidType, 'invalidType', path, 'FieldValueTypeInvalid', {
        expected: 'integer or string',
        found: typeName(value),
      });
      return;
    }
  } else if (schema.type && !hasType(value, schema.type)) {
    problem(out, CR_RULES.invalidType, 'invalidType', path, 'FieldValueTypeInvalid', { expected: schema.type, found: typeName(value) });
    return;
  }

  if (typeof value === 'string') validateString(value, schema, path, out);
  else if (typeof value === 'number') validateNumber(value, schema, path, out);
  if (schema.enum && !schema.enum.some((allowed) => jsonEqual(allowed, value))) {
    const values = schema.enum.map((v) => (typeof v === 'string' ? `"${v}"` : show(v))).join(', ');
    problem(out, CR_RULES.valueNotSupported, 'notSupported', path, 'FieldValueNotSupported', { found: show(value), values });
  }
  validateJunctions(value, schema, path, out);

  if (Array.isArray(value)) {
    if (schema.maxItems !== undefined && value.length > schema.maxItems) {
      problem(out, CR_RULES.valueInvalid, 'maxItems', path, 'FieldValueTooMany', { limit: schema.maxItems, count: value.length });
    }
    if (schema.minItems !== undefined && value.length < schema.minItems) {
      problem(out, CR_RULES.valueInvalid, 'minItems', path, 'FieldValueInvalid', { limit: schema.minItems, count: value.length });
    }
    validateListType(value, schema, path, out);
    if (schema.items) for (let i = value.length - 1; i >= 0; i--) visit(value[i], schema.items, [...path, i], false);
    return;
  }
  if (typeof value !== 'object' || value instanceof Date) return;
  const object = value as Record<string, Value>;
  const keys = Object.keys(object);
  if (schema.maxProperties !== undefined && keys.length > schema.maxProperties) {
    problem(out, CR_RULES.valueInvalid, 'maxProperties', path, 'FieldValueTooMany', { limit: schema.maxProperties, count: keys.length });
  }
  if (schema.minProperties !== undefined && keys.length < schema.minProperties) {
    problem(out, CR_RULES.valueInvalid, 'minProperties', path, 'FieldValueInvalid', { limit: schema.minProperties, count: keys.length });
  }
  for (const key of schema.required ?? []) {
    if (!Object.hasOwn(object, key)) {
      problem(out, CR_RULES.requiredFieldMissing, 'missing', [...path, key], 'FieldValueRequired', {});
    }
  }
  if (schema.embeddedResource && keys.length > 0) {
    // apiextensions objectmeta validation: an embedded object names its kind and apiVersion.
    for (const key of ['apiVersion', 'kind']) {
      if (typeof object[key] !== 'string' || object[key] === '') {
        problem(out, CR_RULES.requiredFieldMissing, 'embedded', [...path, key], 'FieldValueRequired', {});
      }
    }
  }
  for (let i = keys.length - 1; i >= 0; i--) {
    const key = keys[i]!;
    // At the resource root (and in embedded resources) metadata is ObjectMeta: the metadata rules check it, and the
    // schema may only restrict name and generateName.
    if ((resourceRoot || schema.embeddedResource) && key === 'metadata') {
      const metaSchema = schema.properties?.get('metadata');
      const meta = object.metadata;
      if (resourceRoot && metaSchema?.properties && meta && typeof meta === 'object' && !Array.isArray(meta)) {
        for (const field of ['name', 'generateName']) {
          const fieldSchema = metaSchema.properties.get(field);
          const fieldValue = (meta as Record<string, Value>)[field];
          if (fieldSchema && fieldValue !== undefined) visit(fieldValue, fieldSchema, [...path, 'metadata', field], false);
        }
      }
      continue;
    }
    if ((resourceRoot || schema.embeddedResource) && (key === 'apiVersion' || key === 'kind') && !schema.properties?.has(key)) continue;
    const declared = schema.properties?.get(key);
    const child = declared ?? (typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined);
    if (child) visit(object[key], child, [...path, key], false);
  }
}

function validateString(value: string, schema: Schema, path: FieldPath, out: SchemaProblem[]): void {
  if (schema.maxLength !== undefined || schema.minLength !== undefined) {
    const length = codePoints(value);
    if (schema.maxLength !== undefined && length > schema.maxLength) {
      problem(out, CR_RULES.valueInvalid, 'maxLength', path, 'FieldValueTooLong', { limit: schema.maxLength, count: length });
    }
    if (schema.minLength !== undefined && length < schema.minLength) {
      problem(out, CR_RULES.valueInvalid, 'minLength', path, 'FieldValueInvalid', { limit: schema.minLength, count: length });
    }
  }
  if (schema.pattern?.regexp && !schema.pattern.regexp.matcher(value).find()) {
    problem(out, CR_RULES.valueInvalid, 'pattern', path, 'FieldValueInvalid', { pattern: schema.pattern.source, found: show(value) });
  }
  if (schema.format && schema.type === 'string') {
    const check = FORMAT_CHECKS[schema.format];
    if (check && !check(value)) {
      problem(out, CR_RULES.invalidType, 'format', path, 'FieldValueTypeInvalid', {
        format: formatName(schema.format),
        found: show(value),
      });
    }
  }
}

function validateNumber(value: number, schema: Schema, path: FieldPath, out: SchemaProblem[]): void {
  if (schema.maximum !== undefined && (schema.exclusiveMaximum ? value >= schema.maximum : value > schema.maximum)) {
    const relation = schema.exclusiveMaximum ? 'less than' : 'less than or equal to';
    problem(out, CR_RULES.valueInvalid, 'maximum', path, 'FieldValueInvalid', { relation, limit: schema.maximum, found: value });
  }
  if (schema.minimum !== undefined && (schema.exclusiveMinimum ? value <= schema.minimum : value < schema.minimum)) {
    const relation = schema.exclusiveMinimum ? 'greater than' : 'greater than or equal to';
    problem(out, CR_RULES.valueInvalid, 'minimum', path, 'FieldValueInvalid', { relation, limit: schema.minimum, found: value });
  }
  if (schema.multipleOf !== undefined && schema.multipleOf > 0) {
    const quotient = value / schema.multipleOf;
    if (Math.abs(quotient - Math.round(quotient)) > 1e-9 * Math.max(1, Math.abs(quotient))) {
      problem(out, CR_RULES.valueInvalid, 'multipleOf', path, 'FieldValueInvalid', { factor: schema.multipleOf, found: value });
    }
  }
}

/** allOf, anyOf, oneOf and not: in a structural schema they hold value validations only, over the same value. */
function validateJunctions(value: Value, schema: Schema, path: FieldPath, out: SchemaProblem[]): void {
  for (const branch of schema.allOf ?? []) validateValue(value, branch, path, out);
  const passes = (branch: Schema): boolean => {
    const found: SchemaProblem[] = [];
    validateValue(value, branch, path, found);
    return found.length === 0;
  };
  if (schema.anyOf && schema.anyOf.length > 0 && !schema.anyOf.some(passes)) {
    problem(out, CR_RULES.valueInvalid, 'anyOf', path, 'FieldValueInvalid', {});
  }
  if (schema.oneOf && schema.oneOf.length > 0 && schema.oneOf.filter(passes).length !== 1) {
    problem(out, CR_RULES.valueInvalid, 'oneOf', path, 'FieldValueInvalid', {});
  }
  if (schema.not && passes(schema.not)) problem(out, CR_RULES.valueInvalid, 'not', path, 'FieldValueInvalid', {});
}

/** `x-kubernetes-list-type: set` items and `map` keys must be unique (`listtype.ValidateListSetsAndMaps`). */
function validateListType(list: readonly Value[], schema: Schema, path: FieldPath, out: SchemaProblem[]): void {
  if (schema.listType === 'set') {
    for (let i = 0; i < list.length; i++) {
      for (let j = 0; j < i; j++) {
        if (jsonEqual(list[i], list[j])) {
          problem(out, CR_RULES.duplicateItem, 'duplicate', [...path, i], 'FieldValueDuplicate', { found: show(list[i]) });
          break;
        }
      }
    }
  } else if (schema.listType === 'map' && schema.listMapKeys && schema.listMapKeys.length > 0) {
    const seen = new Map<string, number>();
    const keys = schema.listMapKeys;
    for (let i = 0; i < list.length; i++) {
      const item = list[i];
      if (typeof item !== 'object' || item === null || Array.isArray(item)) continue;
      const entry: Record<string, Value> = {};
      for (const k of keys) if (Object.hasOwn(item, k)) entry[k] = (item as Record<string, Value>)[k];
      const id = JSON.stringify(keys.map((k) => entry[k] ?? null));
      if (seen.has(id)) problem(out, CR_RULES.duplicateItem, 'duplicateKey', [...path, i], 'FieldValueDuplicate', { found: show(entry) });
      else seen.set(id, i);
    }
  }
}

export type { PathSegment };
