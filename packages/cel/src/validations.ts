import {
  compileRule,
  evaluate,
  STATIC_ESTIMATED_COST_LIMIT,
  STATIC_ESTIMATED_CRD_COST_LIMIT,
  type CelIssue,
  type CompileResult,
  type CompiledProgram,
} from './compile.js';
import { celEquals } from './lib/compare.js';
import { MAX_REQUEST_SIZE_BYTES, SchemaTypes, type StructuralSchema, type ValidationRule } from './schema.js';

/**
 * x-kubernetes-validations as the API server runs them (apiextensions-apiserver
 * pkg/apiserver/schema/cel/validation.go): the rules of every schema node run with `self` bound to
 * the value at that node, descending into properties, additionalProperties and items. `oldSelf`
 * is the old value at the same place on update: map entries and properties correlate by key,
 * list items only in `x-kubernetes-list-type: map` lists (by their map keys). A transition rule
 * (one that refers to oldSelf) is skipped when there is no old value, unless optionalOldSelf.
 */

export type FailureType = 'FieldValueInvalid' | 'FieldValueForbidden' | 'FieldValueRequired' | 'FieldValueDuplicate' | 'InternalError';

export interface Failure {
  /** Field path as the server prints it: `spec.items[0].name`, `spec.labels[app]` ('' at the root). */
  path: string;
  type: FailureType;
  /** The detail the server puts after the field path (the rule's message, messageExpression's result…). */
  detail: string;
  /** The full text as the server reports it: `spec: Invalid value: "object": failed rule: self.a > 0`. */
  message: string;
  /** The schema node's type, the server's "value" of a FieldValueInvalid error. */
  schemaType: string;
  rule: string;
  /** Path of the schema node that holds the rule (no array indexes or map keys: `spec.items`), and the rule's index there. */
  rulePath: string;
  ruleIndex: number;
  /**
   * An update where the value at this node did not change and the rule does not use oldSelf: the
   * server (CRDValidationRatcheting, on by default since 1.30) reports this as a warning, not an error.
   */
  ratcheted: boolean;
  /** The rule needed something that cannot be evaluated offline. */
  notEvaluableOffline?: boolean;
}

export interface CompiledRule {
  /** Schema path of the node holding the rule (`spec.items`, `<root>` as ''), with `[*]` for items and `{*}` for map values. */
  schemaPath: string;
  index: number;
  rule: ValidationRule;
  result: CompileResult;
  messageExpression?: CompileResult;
  /** How many times the rule can run for one object (the enclosing lists' and maps' limits, or the request size / the node's min size). */
  cardinality: number;
  /** The rule's normalized fieldPath as path segments. */
  fieldPath: string[];
  /** Problems of the rule itself (compile errors, cost, fieldPath, messageExpression), as CRD validation reports them. */
  errors: CelIssue[];
}

export interface CompiledSchema {
  rules: CompiledRule[];
  /** The CRD-wide estimated cost is over StaticEstimatedCRDCostLimit. */
  totalCostExceeded: boolean;
  totalCost: number;
}

const cache = new WeakMap<StructuralSchema, Map<StructuralSchema, CompiledRule[]>>();

/** Parses the rule's fieldPath (`.spec.foo`, `.a['b.c']`, `.list[0]`?) into segments, as ValidFieldPath does for the simple forms. */
export function parseFieldPath(fieldPath: string): string[] | undefined {
  const out: string[] = [];
  let rest = fieldPath;
  while (rest.length > 0) {
    const dot = /^\.([a-zA-Z_][a-zA-Z0-9_-]*)/.exec(rest);
    const bracket = /^\['((?:[^'\\]|\\.)*)'\]/.exec(rest);
    if (dot) {
      out.push(dot[1]!);
      rest = rest.slice(dot[0].length);
    } else if (bracket) {
      out.push(bracket[1]!.replace(/\\(.)/g, '$1'));
      rest = rest.slice(bracket[0].length);
    } else return undefined;
  }
  return out;
}

/**
 * The factor by which a node multiplies its children's cardinality (the server's extractMaxElements):
 * maxItems / maxProperties of a list or map, 1 for an object's fields, undefined (unbounded) for a
 * list or map without a limit.
 */
function maxElements(schema: StructuralSchema): number | undefined {
  if (schema.type === 'array') return schema.maxItems !== undefined ? Math.max(0, schema.maxItems) : undefined;
  if (schema.type === 'object' && schema.additionalProperties !== undefined && schema.additionalProperties !== false) {
    return schema.maxProperties !== undefined ? Math.max(0, schema.maxProperties) : undefined;
  }
  return 1;
}

/**
 * How many times a node's rules can run for one object, as the server's CRD validation multiplies a
 * rule's estimated cost: the product of the enclosing lists' maxItems and maps' maxProperties when all
 * are bounded; otherwise how many values of the node's minimal serialized size fit in a request
 * (compilation.go maxCardinality: request size / (min size + 1), the node's own type, not its parents').
 */
function nodeCardinality(schema: StructuralSchema, bounded: number | undefined, isResourceRoot: boolean): number {
  if (bounded !== undefined) return bounded;
  const minSize = new SchemaTypes('cardinality').typeOf(schema, isResourceRoot)?.minSerializedSize ?? 1;
  return Math.floor(MAX_REQUEST_SIZE_BYTES / (minSize + 1));
}

/**
 * Compiles every rule of a schema tree once (per schema object; cached), with its cost estimate
 * against the per-rule limit times the node's cardinality, and the CRD-wide limit.
 */
export function compileSchemaValidations(root: StructuralSchema, options: { isResourceRoot?: boolean } = {}): CompiledSchema {
  const rules: CompiledRule[] = [];
  const byNode = new Map<StructuralSchema, CompiledRule[]>();
  // `bounded` is the server's CELSchemaContext.MaxCardinality: undefined once a list or map above is unbounded.
  const stack: { schema: StructuralSchema; path: string; bounded: number | undefined; isRoot: boolean }[] = [
    { schema: root, path: '', bounded: 1, isRoot: options.isResourceRoot ?? true },
  ];
  while (stack.length > 0) {
    const { schema, path, bounded, isRoot } = stack.pop()!;
    const nodeRules: CompiledRule[] = [];
    const isResourceRoot = isRoot || schema['x-kubernetes-embedded-resource'] === true;
    const validations = schema['x-kubernetes-validations'] ?? [];
    const cardinality = validations.length > 0 ? nodeCardinality(schema, bounded, isResourceRoot) : 0;
    validations.forEach((rule, index) => {
      const compiled = compileOne(schema, rule, index, path, cardinality, isResourceRoot);
      nodeRules.push(compiled);
      rules.push(compiled);
    });
    if (nodeRules.length > 0) byNode.set(schema, nodeRules);
    const factor = maxElements(schema);
    const childBound = bounded === undefined || factor === undefined ? undefined : bounded * factor;
    for (const [name, child] of Object.entries(schema.properties ?? {})) {
      stack.push({ schema: child, path: path ? `${path}.${name}` : name, bounded: childBound, isRoot: false });
    }
    if (schema.items) stack.push({ schema: schema.items, path: `${path}[*]`, bounded: childBound, isRoot: false });
    if (typeof schema.additionalProperties === 'object') {
      stack.push({ schema: schema.additionalProperties, path: `${path}{*}`, bounded: childBound, isRoot: false });
    }
  }
  cache.set(root, byNode);
  const totalCost = rules.reduce((n, r) => n + r.result.estimatedCost.total, 0);
  return { rules, totalCostExceeded: totalCost > STATIC_ESTIMATED_CRD_COST_LIMIT, totalCost };
}

function compileOne(
  schema: StructuralSchema,
  rule: ValidationRule,
  index: number,
  schemaPath: string,
  cardinality: number,
  isResourceRoot: boolean,
): CompiledRule {
  const common = { selfSchema: schema, isResourceRoot, oldSelf: true, optionalOldSelf: rule.optionalOldSelf === true, cardinality };
  const result = compileRule(rule.rule, { ...common, costLimit: STATIC_ESTIMATED_COST_LIMIT });
  const errors = [...result.errors];
  let messageExpression: CompileResult | undefined;
  if (rule.messageExpression !== undefined) {
    messageExpression = compileRule(rule.messageExpression, common);
    for (const e of messageExpression.errors) errors.push({ ...e, message: `messageExpression ${e.message}` });
    if (messageExpression.ok && !['string', 'dyn'].includes(messageExpression.program!.outputType)) {
      errors.push({ message: 'messageExpression must evaluate to a string', start: 0, end: 0, line: 1, column: 1 });
    }
  }
  if (result.ok && !['bool', 'dyn'].includes(result.program!.outputType)) {
    errors.push({ message: 'cel expression must evaluate to a bool', start: 0, end: rule.rule.length, line: 1, column: 1 });
  }
  if (rule.optionalOldSelf && result.program && !result.program.usesOldSelf) {
    errors.push({ message: 'may not be set if rule does not use oldSelf', start: 0, end: 0, line: 1, column: 1 });
  }
  const fieldPath = rule.fieldPath ? parseFieldPath(rule.fieldPath) : [];
  if (!fieldPath)
    errors.push({ message: `fieldPath ${JSON.stringify(rule.fieldPath)} is not a valid path`, start: 0, end: 0, line: 1, column: 1 });
  return {
    schemaPath,
    index,
    rule,
    result,
    ...(messageExpression ? { messageExpression } : {}),
    cardinality,
    fieldPath: fieldPath ?? [],
    errors,
  };
}

function typeOfSchema(schema: StructuralSchema): string {
  return schema.type ?? '';
}

const quoteValue = (v: string): string => JSON.stringify(v);

function formatError(path: string, type: FailureType, schemaType: string, detail: string): string {
  const prefix = path ? `${path}: ` : '';
  switch (type) {
    case 'FieldValueForbidden':
      return `${prefix}Forbidden: ${detail}`;
    case 'FieldValueRequired':
      return `${prefix}Required value: ${detail}`;
    case 'FieldValueDuplicate':
      return `${prefix}Duplicate value: ${quoteValue(schemaType)}`;
    case 'InternalError':
      return `${prefix}Internal error: ${detail}`;
    default:
      return `${prefix}Invalid value: ${quoteValue(schemaType)}: ${detail}`;
  }
}

function childPath(path: string, segment: string): string {
  return path ? `${path}.${segment}` : segment;
}

function ruleErrorString(rule: ValidationRule): string {
  return rule.message ? rule.message.trim() : rule.rule.trim();
}

/**
 * The failures of the x-kubernetes-validations rules of `schema` (the version's openAPIV3Schema)
 * for `newValue`, with `oldValue` on update (undefined on create). Rules that do not compile are
 * reported as the server reports them at run time ("rule compile error: …"); CRD validation
 * reports them earlier through compileSchemaValidations.
 */
export function validateXKubernetesValidations(
  schema: StructuralSchema,
  newValue: unknown,
  oldValue: unknown | undefined,
  options: { isResourceRoot?: boolean } = {},
): Failure[] {
  let byNode = cache.get(schema);
  if (!byNode) {
    compileSchemaValidations(schema, options);
    byNode = cache.get(schema)!;
  }
  const failures: Failure[] = [];
  const stack: { schema: StructuralSchema; value: unknown; old: unknown; path: string; correlated: boolean }[] = [
    { schema, value: newValue, old: oldValue, path: '', correlated: oldValue !== undefined },
  ];
  while (stack.length > 0) {
    const { schema: node, value, old, path, correlated } = stack.pop()!;
    if (value === null || value === undefined) continue;
    for (const compiled of byNode.get(node) ?? []) runRule(compiled, node, value, old, path, correlated, failures);
    if (Array.isArray(value)) {
      if (!node.items) continue;
      const keys = node['x-kubernetes-list-type'] === 'map' ? (node['x-kubernetes-list-map-keys'] ?? []) : undefined;
      const oldItems = Array.isArray(old) ? old : [];
      for (let i = value.length - 1; i >= 0; i--) {
        const item = value[i];
        const oldItem = keys ? oldItems.find((o) => keys.every((k) => celEquals(keyOf(o, k), keyOf(item, k)))) : undefined;
        stack.push({ schema: node.items, value: item, old: oldItem, path: `${path}[${i}]`, correlated: oldItem !== undefined });
      }
    } else if (typeof value === 'object') {
      const entries = Object.entries(value as Record<string, unknown>);
      const oldMap = old && typeof old === 'object' && !Array.isArray(old) ? (old as Record<string, unknown>) : undefined;
      const additional = typeof node.additionalProperties === 'object' ? node.additionalProperties : undefined;
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i]!;
        const oldItem = oldMap?.[key];
        if (additional)
          stack.push({ schema: additional, value: item, old: oldItem, path: `${path}[${key}]`, correlated: oldItem !== undefined });
        const property = node.properties?.[key];
        if (property)
          stack.push({ schema: property, value: item, old: oldItem, path: childPath(path, key), correlated: oldItem !== undefined });
      }
    }
  }
  return failures;
}

function keyOf(item: unknown, key: string): unknown {
  return item && typeof item === 'object' ? (item as Record<string, unknown>)[key] : undefined;
}

function runRule(
  compiled: CompiledRule,
  node: StructuralSchema,
  value: unknown,
  old: unknown,
  path: string,
  correlated: boolean,
  failures: Failure[],
): void {
  const schemaType = typeOfSchema(node);
  const base = { schemaType, rule: compiled.rule.rule, rulePath: compiled.schemaPath, ruleIndex: compiled.index };
  const add = (failurePath: string, type: FailureType, detail: string, extra: Partial<Failure> = {}): void => {
    failures.push({
      path: failurePath,
      type,
      detail,
      message: formatError(failurePath, type, schemaType, detail),
      ratcheted: false,
      ...base,
      ...extra,
    });
  };
  const { result, rule } = compiled;
  if (!result.program || result.errors.some((e) => !e.message.startsWith('estimated rule cost'))) {
    add(path, 'FieldValueInvalid', `rule compile error: ${result.errors.map((e) => e.message).join('; ')}`);
    return;
  }
  const program: CompiledProgram = result.program;
  if (program.usesOldSelf && old === undefined && rule.optionalOldSelf !== true) return;
  const activation: Record<string, unknown> = { self: value };
  if (old !== undefined) activation['oldSelf'] = old;
  const outcome = evaluate(program, activation);
  if (!outcome.ok) {
    if (outcome.notEvaluableOffline) {
      add(path, 'FieldValueInvalid', `${outcome.error} evaluating rule: ${ruleErrorString(rule)}`, { notEvaluableOffline: true });
    } else if (outcome.error.startsWith('no such overload') || outcome.error.startsWith('found no matching overload')) {
      add(
        path,
        'FieldValueInvalid',
        `'${outcome.error}': call arguments did not match a supported operator, function or macro signature ` +
          `for rule: ${ruleErrorString(rule)}`,
      );
    } else add(path, 'FieldValueInvalid', `${outcome.error} evaluating rule: ${ruleErrorString(rule)}`);
    return;
  }
  if (outcome.value === true) return;
  const failurePath = compiled.fieldPath.reduce((p, segment) => childPath(p, segment), path);
  // Ratcheting: an unchanged value does not fail on update for rules that do not look at oldSelf.
  const ratcheted = !program.usesOldSelf && correlated && old !== undefined && celEquals(value, old);
  const type = reasonType(rule.reason);
  let detail = rule.message ? rule.message.trim() : `failed rule: ${ruleErrorString(rule)}`;
  const messageProgram = compiled.messageExpression?.program;
  if (messageProgram && compiled.messageExpression?.ok) {
    const message = evaluate(messageProgram, activation);
    if (message.ok && typeof message.value === 'string') {
      const trimmed = message.value.trim();
      if (trimmed.length > 0 && !trimmed.includes('\n') && trimmed.length <= 5 * 1024) detail = trimmed;
    }
  }
  add(failurePath, type, detail, { ratcheted });
}

function reasonType(reason: string | undefined): FailureType {
  switch (reason) {
    case 'FieldValueForbidden':
    case 'FieldValueRequired':
    case 'FieldValueDuplicate':
      return reason;
    default:
      return 'FieldValueInvalid';
  }
}
