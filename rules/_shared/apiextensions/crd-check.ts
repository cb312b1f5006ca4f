import {
  dns1035Label,
  dns1123Subdomain,
  formatPath,
  type ErrorReason,
  type FieldPath,
  type JsonObject,
  type RuleContext,
} from '@plumbline/engine';
import { kubernetesCel } from './kubernetes-cel.js';
import { prune } from './prune-default.js';
import { compilePattern, readSchema } from './structural.js';
import { validateValue, type SchemaProblem } from './validate.js';

/**
 * What the API server's CRD validation (apiextensions `ValidateCustomResourceDefinition`,
 * v1.34) finds wrong in a CustomResourceDefinition's versions and schemas, computed once per
 * object for the `custom-resource-definition/*` rules. Each problem carries its rule (the
 * part of the validation it belongs to), the server's field path and its detail text.
 */
export interface CrdProblem {
  rule: 'versions' | 'structural' | 'schema' | 'default' | 'cel';
  messageId: string;
  path: FieldPath;
  reason: ErrorReason;
  data: Record<string, string | number>;
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const TYPES = new Set(['array', 'boolean', 'integer', 'number', 'object', 'string']);
const REASONS = ['FieldValueDuplicate', 'FieldValueForbidden', 'FieldValueInvalid', 'FieldValueRequired'];
const UNSUPPORTED = [
  ['id', 'id is not supported'],
  ['additionalItems', 'additionalItems is not supported'],
  ['patternProperties', 'patternProperties is not supported'],
  ['definitions', 'definitions is not supported'],
  ['dependencies', 'dependencies is not supported'],
  ['$ref', '$ref is not supported'],
] as const;
/**
 * Keywords a schema inside allOf/anyOf/oneOf/not may not use (`validateValueValidation`: "must be
 * empty/undefined/false to be structural").
 */
const NOT_IN_JUNCTIONS = [
  'type',
  'additionalProperties',
  'default',
  'title',
  'description',
  'nullable',
  'x-kubernetes-preserve-unknown-fields',
  'x-kubernetes-embedded-resource',
  'x-kubernetes-int-or-string',
  'x-kubernetes-list-map-keys',
  'x-kubernetes-list-type',
  'x-kubernetes-map-type',
  'x-kubernetes-validations',
];

const cache = new WeakMap<JsonObject, CrdProblem[]>();

/** The problems of a CRD object, computed once per object (several rules read them). */
export function crdProblems(crd: JsonObject): CrdProblem[] {
  let found = cache.get(crd);
  if (!found) {
    found = [];
    checkVersions(crd, found);
    cache.set(crd, found);
  }
  return found;
}

/** Reports the problems of one part of the CRD validation, each at the server's path, with the path in its message. */
export function reportCrdProblems(ctx: RuleContext, rule: CrdProblem['rule']): void {
  for (const p of crdProblems(ctx.object)) {
    if (p.rule === rule)
      ctx.report({ messageId: p.messageId, path: p.path, reason: p.reason, data: { ...p.data, path: formatPath(p.path) } });
  }
}

function checkVersions(crd: JsonObject, out: CrdProblem[]): void {
  const spec = isObject(crd.spec) ? crd.spec : undefined;
  if (!spec || !Array.isArray(spec.versions)) return;
  const versions = spec.versions;
  const base: FieldPath = ['spec', 'versions'];
  const names = new Set<string>();
  let storage = 0;
  let duplicate = false;
  versions.forEach((version, i) => {
    if (!isObject(version)) return;
    if (typeof version.name === 'string') {
      if (names.has(version.name)) duplicate = true;
      names.add(version.name);
      const errors = dns1035Label(version.name);
      if (version.name !== '' && errors.length > 0) {
        out.push({
          rule: 'versions',
          messageId: 'nameFormat',
          path: [...base, i, 'name'],
          reason: 'FieldValueInvalid',
          data: { name: version.name, detail: errors.join(', ') },
        });
      }
    }
    if (version.storage === true) storage += 1;
    const schema = isObject(version.schema) ? version.schema.openAPIV3Schema : undefined;
    const schemaPath: FieldPath = [...base, i, 'schema', 'openAPIV3Schema'];
    if (!isObject(schema)) {
      out.push({
        rule: 'versions',
        messageId: 'schemaMissing',
        path: schemaPath,
        reason: 'FieldValueRequired',
        data: { version: String(version.name) },
      });
      return;
    }
    const statusEnabled = isObject(version.subresources) && isObject(version.subresources.status);
    checkSchema(schema, schemaPath, out, { level: 'root', junction: false, insideMeta: false });
    if (statusEnabled) checkStatusRoot(schema, schemaPath, out);
    checkDefaults(schema, schemaPath, out);
    checkCelRules(schema, schemaPath, out);
  });
  if (duplicate) out.push({ rule: 'versions', messageId: 'duplicateNames', path: base, reason: 'FieldValueInvalid', data: {} });
  if (storage !== 1)
    out.push({ rule: 'versions', messageId: 'storageCount', path: base, reason: 'FieldValueInvalid', data: { count: storage } });
}

/** JSON names of the keywords `allowedFieldsAtRootSchema` lets the root schema use when the status subresource is enabled. */
const STATUS_ROOT_KEYWORDS = new Set([
  'description',
  'type',
  'format',
  'title',
  'maximum',
  'exclusiveMaximum',
  'minimum',
  'exclusiveMinimum',
  'maxLength',
  'minLength',
  'pattern',
  'maxItems',
  'minItems',
  'uniqueItems',
  'multipleOf',
  'required',
  'items',
  'properties',
  'externalDocs',
  'example',
  'x-kubernetes-preserve-unknown-fields',
  'x-kubernetes-validations',
]);

/**
 * With the status subresource, the root schema may use only some keywords (status is
 * validated as `properties.status` alone, so nothing at the root may constrain it).
 */
function checkStatusRoot(schema: JsonObject, path: FieldPath, out: CrdProblem[]): void {
  const isZero = (v: unknown): boolean => v === undefined || v === null || v === false || v === '' || (Array.isArray(v) && v.length === 0);
  const extra = Object.keys(schema).filter((k) => !STATUS_ROOT_KEYWORDS.has(k) && !isZero(schema[k]));
  if (extra.length > 0) {
    out.push({ rule: 'schema', messageId: 'statusRoot', path, reason: 'FieldValueInvalid', data: { fields: extra.join(', ') } });
  }
}

interface Where {
  level: 'root' | 'item' | 'field';
  junction: boolean;
  /** Inside the metadata of a resource (root or embedded): embedded resources are forbidden there. */
  insideMeta: boolean;
}

function structural(out: CrdProblem[], messageId: string, path: FieldPath, reason: ErrorReason, data: CrdProblem['data']): void {
  out.push({ rule: 'structural', messageId, path, reason, data });
}

function schemaError(out: CrdProblem[], messageId: string, path: FieldPath, reason: ErrorReason, data: CrdProblem['data']): void {
  out.push({ rule: 'schema', messageId, path, reason, data });
}

/**
 * One schema node and, through an explicit stack, everything below it: `ValidateStructural`
 * (types everywhere, the root, metadata, embedded resources, junctions) and the
 * `ValidateCustomResourceDefinitionOpenAPISchema` checks (unsupported keywords, list and map
 * types, uniqueItems, additionalProperties with properties, patterns, validation rules).
 */
function checkSchema(rootNode: JsonObject, rootPath: FieldPath, out: CrdProblem[], rootWhere: Where): void {
  const stack: [JsonObject, FieldPath, Where][] = [[rootNode, rootPath, rootWhere]];
  while (stack.length > 0) {
    const [node, path, where] = stack.pop()!;
    const type = typeof node.type === 'string' ? node.type : '';
    const intOrString = node['x-kubernetes-int-or-string'] === true;
    const preserve = node['x-kubernetes-preserve-unknown-fields'] === true;
    const embedded = node['x-kubernetes-embedded-resource'] === true;
    const properties = isObject(node.properties) ? node.properties : undefined;
    const additional = node.additionalProperties;

    // Keywords CRD schemas do not support.
    for (const [key, detail] of UNSUPPORTED) {
      if (
        node[key] !== undefined &&
        !(key === 'patternProperties' || key === 'definitions'
          ? !isObject(node[key]) || Object.keys(node[key] as JsonObject).length === 0
          : false)
      ) {
        schemaError(out, 'unsupported', [...path, key], 'FieldValueForbidden', { detail });
      }
    }
    if (type === 'null')
      schemaError(out, 'unsupported', [...path, 'type'], 'FieldValueForbidden', {
        detail: 'type cannot be set to null, use nullable as an alternative',
      });
    else if (type !== '' && !TYPES.has(type))
      schemaError(out, 'typeUnsupported', [...path, 'type'], 'FieldValueNotSupported', { found: type });
    if (Array.isArray(node.items))
      schemaError(out, 'unsupported', [...path, 'items'], 'FieldValueForbidden', {
        detail: 'items must be a schema object and not an array',
      });
    if (node.uniqueItems === true) {
      schemaError(out, 'unsupported', [...path, 'uniqueItems'], 'FieldValueForbidden', {
        detail: 'uniqueItems cannot be set to true since the runtime complexity becomes quadratic',
      });
    }
    if (where.insideMeta && embedded) {
      schemaError(out, 'unsupported', [...path, 'x-kubernetes-embedded-resource'], 'FieldValueForbidden', {
        detail: 'must not be used inside of resource meta',
      });
    }
    if (additional !== undefined && properties && Object.keys(properties).length > 0 && (additional === false || isObject(additional))) {
      schemaError(out, 'unsupported', [...path, 'additionalProperties'], 'FieldValueForbidden', {
        detail: 'additionalProperties and properties are mutual exclusive',
      });
    }
    if (node['x-kubernetes-preserve-unknown-fields'] === false) {
      schemaError(out, 'invalidValue', [...path, 'x-kubernetes-preserve-unknown-fields'], 'FieldValueInvalid', {
        found: 'false',
        detail: 'must be true or undefined',
      });
    }
    if (typeof node.pattern === 'string' && !compilePattern(node.pattern)) {
      schemaError(out, 'invalidValue', [...path, 'pattern'], 'FieldValueInvalid', {
        found: JSON.stringify(node.pattern),
        detail: 'must be a valid regular expression (Go RE2 syntax), but is not',
      });
    }
    checkListAndMapTypes(node, type, path, out);
    checkValidationRules(node, path, out);

    if (where.junction) {
      for (const key of NOT_IN_JUNCTIONS) {
        if (
          node[key] !== undefined &&
          node[key] !== false &&
          !(key === 'x-kubernetes-list-map-keys' && Array.isArray(node[key]) && (node[key] as unknown[]).length === 0)
        ) {
          structural(out, 'inJunction', [...path, key], 'FieldValueForbidden', { key });
        }
      }
      if (properties && isObject(properties.metadata) && where.level === 'root') {
        structural(out, 'inJunction', [...path, 'properties', { key: 'metadata' }], 'FieldValueForbidden', { key: 'metadata' });
      }
    } else {
      if (type === 'array' && node.items === undefined) structural(out, 'itemsMissing', [...path, 'items'], 'FieldValueRequired', {});
      if (additional !== undefined && additional !== false && where.level === 'root') {
        structural(out, 'forbidden', [...path, 'additionalProperties'], 'FieldValueForbidden', { detail: 'must not be used at the root' });
      }
      if (embedded && type !== 'object') {
        structural(out, 'typeForEmbedded', [...path, 'type'], type ? 'FieldValueInvalid' : 'FieldValueRequired', {
          found: type || '(none)',
        });
      } else if (type === '' && !intOrString && !preserve) {
        const where2 =
          where.level === 'root' ? 'at the root' : where.level === 'item' ? 'for specified array items' : 'for specified object fields';
        structural(out, 'typeMissing', [...path, 'type'], 'FieldValueRequired', { where: where2 });
      }
      if (embedded && additional !== undefined) {
        structural(out, 'forbidden', [...path, 'additionalProperties'], 'FieldValueForbidden', {
          detail: 'must not be used if x-kubernetes-embedded-resource is set',
        });
      }
      if (where.level === 'root' && type !== '' && type !== 'object')
        structural(out, 'rootType', [...path, 'type'], 'FieldValueInvalid', { found: type });
      if (intOrString && preserve) {
        structural(out, 'forbidden', [...path, 'x-kubernetes-preserve-unknown-fields'], 'FieldValueInvalid', {
          detail: 'must be false if x-kubernetes-int-or-string is true',
        });
      }
      if (intOrString && embedded) {
        structural(out, 'forbidden', [...path, 'x-kubernetes-embedded-resource'], 'FieldValueInvalid', {
          detail: 'must be false if x-kubernetes-int-or-string is true',
        });
      }
      const checkMetadata = where.level === 'root' || embedded;
      if (properties && checkMetadata) {
        for (const key of ['kind', 'apiVersion']) {
          const p = properties[key];
          if (isObject(p) && p.type !== 'string') {
            structural(out, 'metaType', [...path, 'properties', { key }, 'type'], 'FieldValueInvalid', {
              found: String(p.type ?? '(none)'),
              expected: 'string',
            });
          }
        }
      }
      if (properties && isObject(properties.metadata))
        checkMetadataNode(properties.metadata, checkMetadata, where.level === 'root', [...path, 'properties', { key: 'metadata' }], out);
      if (embedded && !preserve && (!properties || Object.keys(properties).length === 0)) {
        structural(out, 'embeddedProperties', [...path, 'properties'], 'FieldValueRequired', {});
      }
    }

    // Children.
    const childMeta = (key: string): boolean => where.insideMeta || ((where.level === 'root' || embedded) && key === 'metadata');
    if (properties) {
      for (const [key, child] of Object.entries(properties)) {
        if (isObject(child))
          stack.push([child, [...path, 'properties', { key }], { level: 'field', junction: where.junction, insideMeta: childMeta(key) }]);
      }
    }
    if (isObject(additional))
      stack.push([
        additional,
        [...path, 'additionalProperties'],
        { level: 'field', junction: where.junction, insideMeta: where.insideMeta },
      ]);
    if (isObject(node.items))
      stack.push([node.items, [...path, 'items'], { level: 'item', junction: where.junction, insideMeta: where.insideMeta }]);
    for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
      const list = node[key];
      if (!Array.isArray(list)) continue;
      list.forEach((branch, i) => {
        if (isObject(branch) && !isIntOrStringBranch(node, key, i)) {
          stack.push([branch, [...path, key, i], { level: where.level, junction: true, insideMeta: where.insideMeta }]);
        }
      });
    }
    if (isObject(node.not)) stack.push([node.not, [...path, 'not'], { level: where.level, junction: true, insideMeta: where.insideMeta }]);
  }
}

/**
 * The int-or-string pattern (`anyOf: [{type: integer}, {type: string}]`, possibly as the first allOf) may carry
 * types (`isIntOrStringAnyOfPattern`).
 */
function isIntOrStringBranch(node: JsonObject, key: string, index: number): boolean {
  const isPattern = (list: unknown): boolean =>
    Array.isArray(list) &&
    list.length === 2 &&
    isObject(list[0]) &&
    isObject(list[1]) &&
    list[0].type === 'integer' &&
    list[1].type === 'string' &&
    Object.keys(list[0]).length === 1 &&
    Object.keys(list[1]).length === 1;
  if (key === 'anyOf') return isPattern(node.anyOf);
  return key === 'allOf' && index === 0 && Array.isArray(node.allOf) && isObject(node.allOf[0]) && isPattern(node.allOf[0].anyOf);
}

/** Root metadata may say nothing but `type: object` and schemas for name and generateName (`validateStructuralMetadataInvariants`). */
function checkMetadataNode(meta: JsonObject, checkMetadata: boolean, root: boolean, path: FieldPath, out: CrdProblem[]): void {
  if (checkMetadata && meta.type !== 'object') {
    structural(out, 'metaType', [...path, 'type'], 'FieldValueInvalid', { found: String(meta.type ?? '(none)'), expected: 'object' });
  }
  if (!root) return;
  const allowed = new Set(['type', 'default', 'properties']);
  const props = isObject(meta.properties) ? Object.keys(meta.properties) : [];
  const other = Object.keys(meta).filter((k) => !allowed.has(k));
  if (other.length > 0 || props.some((p) => p !== 'name' && p !== 'generateName')) {
    structural(out, 'rootMetadata', path, 'FieldValueForbidden', {});
  }
}

function checkListAndMapTypes(node: JsonObject, type: string, path: FieldPath, out: CrdProblem[]): void {
  const mapType = node['x-kubernetes-map-type'];
  if (mapType !== undefined) {
    if (type !== 'object')
      schemaError(out, 'typeFor', [...path, 'type'], type ? 'FieldValueInvalid' : 'FieldValueRequired', {
        expected: 'object',
        key: 'x-kubernetes-map-type',
      });
    if (mapType !== 'atomic' && mapType !== 'granular') {
      schemaError(out, 'notSupported', [...path, 'x-kubernetes-map-type'], 'FieldValueNotSupported', {
        found: JSON.stringify(mapType),
        values: '"atomic", "granular"',
      });
    }
  }
  const listType = node['x-kubernetes-list-type'];
  const keys = node['x-kubernetes-list-map-keys'];
  const items = isObject(node.items) ? node.items : undefined;
  if (listType !== undefined) {
    if (type !== 'array')
      schemaError(out, 'typeFor', [...path, 'type'], type ? 'FieldValueInvalid' : 'FieldValueRequired', {
        expected: 'array',
        key: 'x-kubernetes-list-type',
      });
    else if (listType === 'set' && items) {
      for (const key of ['x-kubernetes-list-type', 'x-kubernetes-map-type'] as const) {
        if ((items.type === 'object' || items.type === 'array') && items[key] !== undefined && items[key] !== 'atomic') {
          schemaError(out, 'invalidValue', [...path, 'items', key], 'FieldValueInvalid', {
            found: JSON.stringify(items[key]),
            detail: 'must be atomic as item of a list with x-kubernetes-list-type=set',
          });
        }
      }
    }
    if (listType !== 'atomic' && listType !== 'set' && listType !== 'map') {
      schemaError(out, 'notSupported', [...path, 'x-kubernetes-list-type'], 'FieldValueNotSupported', {
        found: JSON.stringify(listType),
        values: '"atomic", "set", "map"',
      });
    }
    if ((listType === 'set' || listType === 'map') && items?.nullable === true) {
      schemaError(out, 'forbidden', [...path, 'items', 'nullable'], 'FieldValueForbidden', {
        detail: `cannot be nullable when x-kubernetes-list-type is ${String(listType)}`,
      });
    }
  }
  const keyList = Array.isArray(keys) ? keys.filter((k): k is string => typeof k === 'string') : [];
  if (keyList.length > 0 && listType !== 'map') {
    schemaError(
      out,
      'listTypeForKeys',
      [...path, 'x-kubernetes-list-type'],
      listType === undefined ? 'FieldValueRequired' : 'FieldValueInvalid',
      {},
    );
  }
  if (listType === 'map') {
    if (keyList.length === 0) schemaError(out, 'mapKeysMissing', [...path, 'x-kubernetes-list-map-keys'], 'FieldValueRequired', {});
    if (!items) return;
    if (items.type !== 'object') {
      schemaError(out, 'invalidValue', [...path, 'items', 'type'], 'FieldValueInvalid', {
        found: JSON.stringify(items.type ?? ''),
        detail: "must be object if parent array's x-kubernetes-list-type is map",
      });
      return;
    }
    const props = isObject(items.properties) ? items.properties : {};
    const required = new Set(Array.isArray(items.required) ? items.required : []);
    if (keyList.some((k) => !isObject(props[k]))) {
      schemaError(out, 'invalidValue', [...path, 'x-kubernetes-list-map-keys'], 'FieldValueInvalid', {
        found: JSON.stringify(keyList),
        detail: 'entries must all be names of item properties',
      });
    }
    if (new Set(keyList).size !== keyList.length) {
      schemaError(out, 'invalidValue', [...path, 'x-kubernetes-list-map-keys'], 'FieldValueInvalid', {
        found: JSON.stringify(keyList),
        detail: 'must not contain duplicate entries',
      });
    }
    for (const key of keyList) {
      const p = props[key];
      if (!isObject(p)) continue;
      if (p.type === 'object' || p.type === 'array') {
        schemaError(out, 'invalidValue', [...path, 'items', 'properties', { key }, 'type'], 'FieldValueInvalid', {
          found: JSON.stringify(p.type),
          detail: "must be a scalar type if parent array's x-kubernetes-list-type is map",
        });
      }
      if (!required.has(key) && p.default === undefined) {
        schemaError(out, 'mapKeyDefault', [...path, 'items', 'properties', { key }, 'default'], 'FieldValueRequired', {});
      }
      if (p.nullable === true) {
        schemaError(out, 'forbidden', [...path, 'items', 'properties', { key }, 'nullable'], 'FieldValueForbidden', {
          detail: 'this property is in x-kubernetes-list-map-keys, so it cannot be nullable',
        });
      }
    }
  }
}

/**
 * Each x-kubernetes-validations rule compiled as the server compiles it when the CRD is
 * written (type check, cost estimate against the per-rule and CRD-wide budgets, messageExpression, fieldPath).
 */
function checkCelRules(schema: JsonObject, schemaPath: FieldPath, out: CrdProblem[]): void {
  if (!JSON.stringify(schema).includes('"x-kubernetes-validations"')) return;
  const compiled = kubernetesCel.compileSchema(schema);
  for (const problem of compiled.problems) {
    if (problem.rule === '') continue; // A missing rule: `schema-invalid` reports it.
    const path: FieldPath = [...schemaPath, ...schemaNodeSteps(problem.rulePath), 'x-kubernetes-validations', problem.index, 'rule'];
    out.push({
      rule: 'cel',
      messageId: 'invalid',
      path,
      reason: 'FieldValueInvalid',
      data: { rule: problem.rule, detail: problem.message.replace(/\.$/, '') },
    });
  }
  if (compiled.totalCostExceeded)
    out.push({ rule: 'cel', messageId: 'totalCost', path: schemaPath, reason: 'FieldValueForbidden', data: {} });
}

/** A schema path of `@plumbline/cel` (`spec.items[*]`, `spec.labels{*}`) as steps into the openAPIV3Schema. */
function schemaNodeSteps(rulePath: string): FieldPath {
  const steps: (string | number | { key: string })[] = [];
  for (const m of rulePath.matchAll(/([^.[\]{}]+)|(\[\*\])|(\{\*\})/g)) {
    if (m[1] !== undefined) steps.push('properties', { key: m[1] });
    else if (m[2] !== undefined) steps.push('items');
    else steps.push('additionalProperties');
  }
  return steps;
}

function checkValidationRules(node: JsonObject, path: FieldPath, out: CrdProblem[]): void {
  const rules = node['x-kubernetes-validations'];
  if (!Array.isArray(rules)) return;
  rules.forEach((rule, i) => {
    if (!isObject(rule)) return;
    const at: FieldPath = [...path, 'x-kubernetes-validations', i];
    // An absent rule is `schema/required-field-missing` (the published schema requires it); an empty one is this rule's.
    if (typeof rule.rule === 'string' && rule.rule.trim() === '')
      schemaError(out, 'ruleMissing', [...at, 'rule'], 'FieldValueRequired', {});
    if (rule.message !== undefined) {
      if (typeof rule.message === 'string' && rule.message.trim() === '') {
        schemaError(out, 'invalidValue', [...at, 'message'], 'FieldValueInvalid', {
          found: '""',
          detail: 'must be non-empty if specified',
        });
      } else if (typeof rule.message === 'string' && /[\r\n]/.test(rule.message)) {
        schemaError(out, 'invalidValue', [...at, 'message'], 'FieldValueInvalid', {
          found: JSON.stringify(rule.message),
          detail: 'must not contain line breaks',
        });
      }
    } else if (typeof rule.rule === 'string' && /[\r\n]/.test(rule.rule) && rule.messageExpression === undefined) {
      schemaError(out, 'messageForMultiline', [...at, 'message'], 'FieldValueRequired', {});
    }
    if (rule.reason !== undefined && !REASONS.includes(String(rule.reason))) {
      schemaError(out, 'notSupported', [...at, 'reason'], 'FieldValueNotSupported', {
        found: JSON.stringify(rule.reason),
        values: REASONS.map((r) => `"${r}"`).join(', '),
      });
    }
  });
}

/**
 * Defaults must validate against their own schema and must not hold fields that pruning
 * would drop (apiextensions `defaulting.validate`: "must not have unknown fields"); defaults
 * are not allowed inside `metadata` except for name and generateName.
 */
function checkDefaults(root: JsonObject, rootPath: FieldPath, out: CrdProblem[]): void {
  const stack: [JsonObject, FieldPath][] = [[root, rootPath]];
  while (stack.length > 0) {
    const [node, path] = stack.pop()!;
    if (node.default !== undefined && node.default !== null) {
      const schema = readSchema(node);
      const problems: SchemaProblem[] = [];
      validateValue(node.default, schema, [], problems);
      for (const p of problems.slice(0, 3)) {
        out.push({
          rule: 'default',
          messageId: 'invalid',
          path: [...path, 'default'],
          reason: 'FieldValueInvalid',
          data: { detail: describeProblem(p) },
        });
      }
      if (isObject(node.default) || Array.isArray(node.default)) {
        const pruned: string[] = [];
        // A default is pruned as a value of its own schema (not a resource root: apiVersion/kind/metadata count).
        prune({ value: node.default }, { ...schema, properties: new Map([['value', schema]]), preserveUnknownFields: false }, false, (p) =>
          pruned.push(p.slice(1).join('.')),
        );
        if (pruned.length > 0) {
          out.push({
            rule: 'default',
            messageId: 'pruned',
            path: [...path, 'default'],
            reason: 'FieldValueInvalid',
            data: { fields: pruned.slice(0, 5).join(', ') },
          });
        }
      }
    }
    if (isObject(node.properties))
      for (const [key, child] of Object.entries(node.properties))
        if (isObject(child)) stack.push([child, [...path, 'properties', { key }]]);
    if (isObject(node.additionalProperties)) stack.push([node.additionalProperties, [...path, 'additionalProperties']]);
    if (isObject(node.items)) stack.push([node.items, [...path, 'items']]);
  }
}

function describeProblem(p: SchemaProblem): string {
  const where = p.path.length > 0 ? `${String(p.data.path)}: ` : '';
  const data = p.data;
  switch (p.messageId) {
    case 'invalidType':
      return `${where}must be of type ${String(data.expected)}, not ${String(data.found)}`;
    case 'notSupported':
      return `${where}${String(data.found)} is not one of ${String(data.values)}`;
    case 'missing':
      return `${String(data.path)} is required`;
    default:
      return `${where}${p.messageId} ${String(data.limit ?? data.pattern ?? data.format ?? '')}`.trim();
  }
}

/** The CRD-level name rules of `ValidateCustomResourceDefinition` and `ValidateCustomResourceDefinitionNames`. */
export function crdNameProblems(crd: JsonObject): { messageId: string; path: FieldPath; data: Record<string, string> }[] {
  const out: { messageId: string; path: FieldPath; data: Record<string, string> }[] = [];
  const spec = isObject(crd.spec) ? crd.spec : {};
  const names = isObject(spec.names) ? spec.names : {};
  const group = typeof spec.group === 'string' ? spec.group : '';
  const metadata = isObject(crd.metadata) ? crd.metadata : {};
  const plural = typeof names.plural === 'string' ? names.plural : '';
  // Without plural or group the spec's own required fields are reported (`schema/required-field-missing`).
  if (
    typeof metadata.name === 'string' &&
    metadata.name !== '' &&
    plural !== '' &&
    group !== '' &&
    metadata.name !== `${plural}.${group}`
  ) {
    out.push({ messageId: 'nameMismatch', path: ['metadata', 'name'], data: { name: metadata.name, expected: `${plural}.${group}` } });
  }
  if (group !== '') {
    const errors = dns1123Subdomain(group);
    if (errors.length > 0)
      out.push({ messageId: 'groupFormat', path: ['spec', 'group'], data: { found: group, detail: errors.join(', ') } });
    else if (!group.includes('.')) out.push({ messageId: 'groupNoDot', path: ['spec', 'group'], data: { found: group } });
  }
  for (const key of ['plural', 'singular', 'kind', 'listKind'] as const) {
    const value = names[key];
    if (typeof value !== 'string' || value === '') continue;
    const errors = dns1035Label(key === 'kind' || key === 'listKind' ? value.toLowerCase() : value);
    if (errors.length > 0)
      out.push({ messageId: 'nameFormat', path: ['spec', 'names', key], data: { found: value, detail: errors.join(', ') } });
  }
  for (const key of ['shortNames', 'categories'] as const) {
    const list = names[key];
    if (!Array.isArray(list)) continue;
    list.forEach((value, i) => {
      if (typeof value !== 'string') return;
      const errors = dns1035Label(value);
      if (errors.length > 0)
        out.push({ messageId: 'nameFormat', path: ['spec', 'names', key, i], data: { found: value, detail: errors.join(', ') } });
    });
  }
  if (typeof names.kind === 'string' && names.kind !== '' && names.kind === names.listKind) {
    out.push({ messageId: 'kindIsListKind', path: ['spec', 'names', 'listKind'], data: { found: names.kind } });
  }
  if (spec.scope !== undefined && spec.scope !== 'Cluster' && spec.scope !== 'Namespaced') {
    out.push({ messageId: 'scopeUnsupported', path: ['spec', 'scope'], data: { found: JSON.stringify(spec.scope) } });
  }
  return out;
}

/** `spec.conversion` (`validateCustomResourceConversion`). */
export function crdConversionProblems(crd: JsonObject): { messageId: string; path: FieldPath; data: Record<string, string> }[] {
  const out: { messageId: string; path: FieldPath; data: Record<string, string> }[] = [];
  const spec = isObject(crd.spec) ? crd.spec : {};
  const conversion = spec.conversion;
  if (!isObject(conversion)) return out;
  const base: FieldPath = ['spec', 'conversion'];
  const strategy = conversion.strategy ?? 'None';
  if (strategy !== 'None' && strategy !== 'Webhook') {
    out.push({ messageId: 'strategyUnsupported', path: [...base, 'strategy'], data: { found: JSON.stringify(strategy) } });
    return out;
  }
  const webhook = isObject(conversion.webhook) ? conversion.webhook : undefined;
  if (strategy === 'Webhook') {
    const config = webhook && isObject(webhook.clientConfig) ? webhook.clientConfig : undefined;
    if (!config) out.push({ messageId: 'webhookConfigMissing', path: [...base, 'webhook', 'clientConfig'], data: {} });
    else if ((config.url === undefined) === (config.service === undefined)) {
      out.push({ messageId: 'urlOrService', path: [...base, 'webhook', 'clientConfig'], data: {} });
    }
    const versions = webhook?.conversionReviewVersions;
    if (!Array.isArray(versions) || versions.length === 0) {
      out.push({ messageId: 'reviewVersionsMissing', path: [...base, 'webhook', 'conversionReviewVersions'], data: {} });
    } else if (!versions.some((v) => v === 'v1' || v === 'v1beta1')) {
      out.push({
        messageId: 'reviewVersionsUnsupported',
        path: [...base, 'webhook', 'conversionReviewVersions'],
        data: { found: JSON.stringify(versions) },
      });
    }
  } else if (webhook !== undefined) {
    out.push({ messageId: 'webhookForbidden', path: [...base, 'webhook'], data: {} });
  }
  return out;
}
