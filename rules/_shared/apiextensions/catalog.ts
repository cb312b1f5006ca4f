import {
  s,
  type DynamicKind,
  type DynamicKinds,
  type DynamicReport,
  type DynamicResolution,
  type FieldPath,
  type JsonObject,
  type KindDefinition,
  type RuleContext,
} from '@plumbline/engine';
import type { CelEvaluator, CelProgram } from './cel.js';
import { applyStructuralDefaults, prune } from './prune-default.js';
import { CR_RULES } from './rule-ids.js';
import { readSchema, type Schema, type ValidationRule } from './structural.js';
import { openApiPath, validateValue, type SchemaProblem } from './validate.js';

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One compiled `x-kubernetes-validations` rule, on the schema node it sits on. */
interface CompiledRule {
  rule: ValidationRule;
  program: CelProgram | undefined;
}

/** A served version of a custom resource kind, compiled once per run. */
interface CompiledVersion {
  name: string;
  served: boolean;
  schema: Schema | undefined;
  /** Where the definition came from (a CRD's name, or a JSON schema file), for messages. */
  origin: string;
  kind: DynamicKind;
  exactKind: boolean;
  rules: Map<Schema, CompiledRule[]>;
  hasRules: boolean;
}

interface KindEntry {
  group: string;
  kind: string;
  versions: Map<string, CompiledVersion>;
}

export interface CatalogOptions {
  /** Evaluates `x-kubernetes-validations` (the `@plumbline/cel` package); without one the rules are noted, not evaluated. */
  cel?: CelEvaluator;
}

/** A CRD version in the form the catalog compiles: from a CRD object, or from a JSON schema file of kubeconform's catalog. */
export interface CustomResourceVersionSource {
  group: string;
  kind: string;
  version: string;
  served: boolean;
  namespaced: boolean;
  hasStatusSubresource: boolean;
  schema: JsonObject | undefined;
  origin: string;
  /** The kind's name is known exactly (a CRD names it; a kubeconform file name has it in lower case). */
  exactKind: boolean;
}

/** The versions a CustomResourceDefinition object (apiextensions.k8s.io/v1) defines; none when it is not one. */
export function crdVersions(crd: JsonObject): CustomResourceVersionSource[] {
  if (crd.kind !== 'CustomResourceDefinition' || typeof crd.apiVersion !== 'string' || !crd.apiVersion.startsWith('apiextensions.k8s.io/'))
    return [];
  const spec = isObject(crd.spec) ? crd.spec : {};
  const names = isObject(spec.names) ? spec.names : {};
  if (typeof spec.group !== 'string' || typeof names.kind !== 'string') return [];
  const metadata = isObject(crd.metadata) ? crd.metadata : {};
  const origin = `CustomResourceDefinition ${typeof metadata.name === 'string' ? metadata.name : `${String(names.plural)}.${spec.group}`}`;
  const out: CustomResourceVersionSource[] = [];
  for (const version of Array.isArray(spec.versions) ? spec.versions : []) {
    if (!isObject(version) || typeof version.name !== 'string') continue;
    const validation = isObject(version.schema) ? version.schema : undefined;
    const subresources = isObject(version.subresources) ? version.subresources : {};
    out.push({
      group: spec.group,
      kind: names.kind,
      version: version.name,
      served: version.served !== false,
      namespaced: spec.scope !== 'Cluster',
      hasStatusSubresource: isObject(subresources.status),
      schema: validation && isObject(validation.openAPIV3Schema) ? validation.openAPIV3Schema : undefined,
      origin,
      exactKind: true,
    });
  }
  return out;
}

/**
 * A JSON schema of kubeconform's catalog layout (`{group}/{kind}_{version}.json`, written by
 * openapi2jsonschema from a CRD's schema) as a CRD version: `type: [X, "null"]` is read as a
 * nullable X, and `format: int-or-string` as `x-kubernetes-int-or-string`. The file does not
 * say the scope or the subresources: the kind is taken as namespaced, with no status
 * subresource (what the schema says of status is then validated too).
 */
export function jsonSchemaVersion(
  group: string,
  kind: string,
  version: string,
  schema: JsonObject,
  origin: string,
): CustomResourceVersionSource {
  const converted = fromJsonSchema(schema);
  return { group, kind, version, served: true, namespaced: true, hasStatusSubresource: false, schema: converted, origin, exactKind: false };
}

function fromJsonSchema(node: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type' && Array.isArray(value)) {
      const types = value.filter((t) => t !== 'null');
      if (types.length === 1) out.type = types[0];
      if (value.includes('null')) out.nullable = true;
    } else if (key === 'format' && value === 'int-or-string') out['x-kubernetes-int-or-string'] = true;
    else if (key === 'properties' && isObject(value)) {
      out.properties = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, isObject(v) ? fromJsonSchema(v) : v]));
    } else if ((key === 'items' || key === 'additionalProperties' || key === 'not') && isObject(value)) out[key] = fromJsonSchema(value);
    else if ((key === 'allOf' || key === 'anyOf' || key === 'oneOf') && Array.isArray(value)) {
      out[key] = value.map((v) => (isObject(v) ? fromJsonSchema(v) : v));
    } else out[key] = value;
  }
  return out;
}

/**
 * The custom resource kinds of a run, for the engine (`DynamicKinds`): each version's schema
 * and rules are compiled once, when the catalog is built, and serve every resource of the run.
 */
export class CustomResourceCatalog implements DynamicKinds {
  private readonly kinds = new Map<string, KindEntry>();
  private readonly groups = new Set<string>();
  private readonly fingerprint: string;
  /** Number of kinds and versions, for summaries. */
  readonly versionCount: number;

  constructor(
    sources: readonly CustomResourceVersionSource[],
    private readonly options: CatalogOptions = {},
  ) {
    let count = 0;
    const ids: string[] = [];
    for (const source of sources) {
      const key = `${source.group}/${source.kind.toLowerCase()}`;
      let entry = this.kinds.get(key);
      if (!entry) {
        entry = { group: source.group, kind: source.kind, versions: new Map() };
        this.kinds.set(key, entry);
      }
      // The first definition of a version wins (files in the order given), as the first CRD created would.
      if (entry.versions.has(source.version)) continue;
      entry.versions.set(source.version, this.compile(source));
      this.groups.add(source.group);
      ids.push(`${key}/${source.version}:${source.origin}:${JSON.stringify(source.schema ?? null).length}`);
      count += 1;
    }
    this.versionCount = count;
    this.fingerprint = `crds:${count}:${hashText(ids.join('|'))}:${hashText(sources.map((s) => JSON.stringify(s.schema ?? null)).join('|'))}`;
  }

  toJSON(): string {
    return this.fingerprint;
  }

  /** The kinds the catalog defines, `group/Kind`, for summaries and the editor. */
  kindNames(): string[] {
    return [...this.kinds.values()].map((k) => `${k.group}/${k.kind}`);
  }

  /** The structural schema of a kind's version, for the editor's hover and completion. */
  schemaOf(group: string, version: string, kind: string): Schema | undefined {
    return this.kinds.get(`${group}/${kind.toLowerCase()}`)?.versions.get(version)?.schema;
  }

  resolve(group: string, version: string, kind: string): DynamicResolution | undefined {
    const entry = this.kinds.get(`${group}/${kind.toLowerCase()}`);
    if (!entry) {
      if (!this.groups.has(group)) return undefined;
      return {
        status: 'not-found',
        ruleId: CR_RULES.kindNotDefined,
        descriptor: { messageId: 'notDefined', path: ['kind'], data: { kind, group } },
      };
    }
    const compiled = entry.versions.get(version);
    if (compiled?.served && (compiled.kind.definition.kind === kind || !compiled.exactKind))
      return { status: 'found', kind: compiled.kind };
    const served = [...entry.versions.values()].filter((v) => v.served).map((v) => `${group}/${v.name}`);
    const origin = [...entry.versions.values()][0]!.origin;
    if (compiled?.served) {
      // The kind's name is case-sensitive on the server: `certificate` is not `Certificate`.
      return {
        status: 'refused',
        ruleId: CR_RULES.versionNotServed,
        descriptor: { messageId: 'kindCase', path: ['kind'], data: { kind, expected: compiled.kind.definition.kind, origin } },
      };
    }
    return {
      status: 'refused',
      ruleId: CR_RULES.versionNotServed,
      descriptor: {
        messageId: compiled ? 'notServed' : 'unknownVersion',
        path: ['apiVersion'],
        data: { apiVersion: `${group}/${version}`, kind: entry.kind, served: served.join(', ') || '(none)', origin },
      },
    };
  }

  private compile(source: CustomResourceVersionSource): CompiledVersion {
    const schema = source.schema ? readSchema(source.schema) : undefined;
    const rules = new Map<Schema, CompiledRule[]>();
    if (schema) this.compileRules(schema, true, rules);
    const definition: KindDefinition = {
      kind: source.kind,
      group: source.group,
      suffixed: false,
      version: source.version,
      namespaced: source.namespaced,
      // Custom resources' names are DNS subdomains (the CRD registry's `ValidateObjectMetaAccessor` with `NameIsDNSSubdomain`).
      nameFormat: 'dns1123-subdomain',
      schema: s.object({}, { open: true, description: schema?.description ?? `${source.kind} (${source.origin})` }),
      hasStatusSubresource: source.hasStatusSubresource,
      coverage: 'custom-resource',
      dynamic: true,
    };
    if (schema) {
      definition.applyDefaults = (object) => {
        prune(object, schema, true, () => undefined);
        applyStructuralDefaults(object, schema);
      };
    }
    const compiled: CompiledVersion = {
      name: source.version,
      served: source.served,
      schema,
      origin: source.origin,
      exactKind: source.exactKind,
      rules,
      hasRules: rules.size > 0,
      kind: { definition, check: (context, report) => this.check(compiled, context, report) },
    };
    return compiled;
  }

  private compileRules(root: Schema, isResourceRoot: boolean, out: Map<Schema, CompiledRule[]>): void {
    const stack: [Schema, boolean][] = [[root, isResourceRoot]];
    while (stack.length > 0) {
      const [node, atRoot] = stack.pop()!;
      if (node.validations && node.validations.length > 0) {
        out.set(
          node,
          node.validations.map((rule) => {
            const compiled = this.options.cel?.compile(rule, node.raw, { isResourceRoot: atRoot });
            return { rule, program: compiled && 'program' in compiled ? compiled.program : undefined };
          }),
        );
      }
      for (const child of node.properties?.values() ?? []) stack.push([child, false]);
      if (typeof node.additionalProperties === 'object') stack.push([node.additionalProperties, false]);
      if (node.items) stack.push([node.items, false]);
    }
  }

  /** Validates a custom resource against its version: pruning (warnings), the schema, then the validation rules. */
  private check(version: CompiledVersion, context: RuleContext, report: DynamicReport): void {
    const schema = version.schema;
    if (!schema) return;
    prune(context.rawObject, schema, false, (path) => {
      report(CR_RULES.fieldPruned, {
        messageId: 'pruned',
        path,
        target: 'key',
        data: { path: openApiPath(path), kind: version.kind.definition.kind, version: version.name },
      });
    });
    const problems: SchemaProblem[] = [];
    validateValue(context.object, schema, [], problems, true);
    for (const p of problems) report(p.ruleId, { messageId: p.messageId, path: p.path, reason: p.reason, data: p.data });
    if (version.hasRules) this.checkRules(version, context, report);
  }

  /** Evaluates every compiled rule on every value its schema node applies to (each item, each map value). */
  private checkRules(version: CompiledVersion, context: RuleContext, report: DynamicReport): void {
    if (!this.options.cel) {
      report(CR_RULES.validationRulesNotEvaluated, {
        messageId: 'notEvaluated',
        path: [],
        data: { count: [...version.rules.values()].reduce((n, r) => n + r.length, 0), origin: version.origin },
      });
      return;
    }
    const update = context.operation === 'UPDATE' && context.oldObject !== undefined;
    const stack: [unknown, unknown, boolean, Schema, FieldPath][] = [[context.object, context.oldObject, update, version.schema!, []]];
    while (stack.length > 0) {
      const [value, old, hasOld, node, path] = stack.pop()!;
      if (value === undefined || value === null) continue;
      for (const compiled of version.rules.get(node) ?? []) {
        if (!compiled.program) {
          report(CR_RULES.validationRuleFailed, {
            messageId: 'notCompiled',
            path,
            data: { path: openApiPath(path) || '<root>', rule: compiled.rule.rule, origin: version.origin },
          });
          continue;
        }
        if (compiled.program.usesOldSelf && !hasOld && !compiled.rule.optionalOldSelf) continue;
        const verdict = compiled.program.evaluate(value, old, hasOld);
        if (verdict.result === 'pass') continue;
        const at: FieldPath = verdict.result === 'fail' && verdict.fieldPath ? [...path, ...fieldPathSteps(verdict.fieldPath)] : path;
        report(CR_RULES.validationRuleFailed, {
          messageId: verdict.result === 'fail' ? 'failed' : 'evaluationError',
          path: at,
          reason: verdict.result === 'fail' ? reasonOf(verdict.reason) : 'FieldValueInvalid',
          data: { path: openApiPath(at) || '<root>', message: verdict.message.replace(/\.$/, '') },
        });
      }
      pushChildren(stack, value, old, hasOld, node, path);
    }
  }
}

function pushChildren(
  stack: [unknown, unknown, boolean, Schema, FieldPath][],
  value: unknown,
  old: unknown,
  hasOld: boolean,
  node: Schema,
  path: FieldPath,
): void {
  if (Array.isArray(value)) {
    if (!node.items) return;
    const oldList = Array.isArray(old) ? old : [];
    for (let i = 0; i < value.length; i++) {
      // oldSelf of a list item exists for list-type map items only, correlated by their keys.
      const match = node.listType === 'map' && node.listMapKeys ? oldList.find((o) => sameKeys(o, value[i], node.listMapKeys!)) : undefined;
      stack.push([value[i], match, hasOld && match !== undefined, node.items, [...path, i]]);
    }
    return;
  }
  if (!isObject(value)) return;
  const oldObject = isObject(old) ? old : undefined;
  for (const [key, child] of Object.entries(value)) {
    const declared = node.properties?.get(key);
    const schema = declared ?? (typeof node.additionalProperties === 'object' ? node.additionalProperties : undefined);
    if (!schema) continue;
    const oldChild = oldObject?.[key];
    stack.push([child, oldChild, hasOld && oldChild !== undefined, schema, [...path, key]]);
  }
}

function sameKeys(a: unknown, b: unknown, keys: readonly string[]): boolean {
  return isObject(a) && isObject(b) && keys.every((k) => JSON.stringify(a[k]) === JSON.stringify(b[k]));
}

/** `fieldPath` of a rule (`.spec.x`, `.a['b.c']`, `.list[0]`) as path steps. */
function fieldPathSteps(text: string): FieldPath {
  const steps: (string | number)[] = [];
  const pattern = /\.([A-Za-z0-9_-]+)|\['([^']*)'\]|\[(\d+)\]/g;
  for (const m of text.matchAll(pattern)) steps.push(m[1] ?? m[2] ?? Number(m[3]));
  return steps;
}

function reasonOf(reason: string | undefined): 'FieldValueInvalid' | 'FieldValueForbidden' | 'FieldValueRequired' | 'FieldValueDuplicate' {
  switch (reason) {
    case 'FieldValueForbidden':
    case 'FieldValueRequired':
    case 'FieldValueDuplicate':
      return reason;
    default:
      return 'FieldValueInvalid';
  }
}

/** FNV-1a of a text, for the catalog's fingerprint. */
function hashText(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16);
}

/** One file of a kubeconform schema catalog (`{group}/{kind}_{version}.json`), as read by the host. */
export interface JsonSchemaFile {
  group: string;
  kind: string;
  version: string;
  schema: JsonObject;
  origin: string;
}

/** Builds the catalog from CRD objects and kubeconform JSON schemas. */
export function customResourceCatalog(
  crds: readonly JsonObject[],
  options: CatalogOptions & { jsonSchemas?: readonly JsonSchemaFile[] } = {},
): CustomResourceCatalog {
  const schemas = (options.jsonSchemas ?? []).map((f) => jsonSchemaVersion(f.group, f.kind, f.version, f.schema, f.origin));
  return new CustomResourceCatalog([...crds.flatMap(crdVersions), ...schemas], options);
}
