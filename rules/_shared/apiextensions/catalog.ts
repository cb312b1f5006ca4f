import {
  objectMeta,
  s,
  type ObjectNode,
  type SchemaNode,
  type DynamicKind,
  type DynamicKinds,
  type DynamicReport,
  type DynamicResolution,
  type FieldPath,
  type JsonObject,
  type KindDefinition,
  type RuleContext,
} from '@plumbline/engine';
import type { CelEvaluator, CelSchemaProgram } from './cel.js';
import { kubernetesCel } from './kubernetes-cel.js';
import { applyStructuralDefaults, prune } from './prune-default.js';
import { CR_RULES } from './rule-ids.js';
import { readSchema, type Schema } from './structural.js';
import { openApiPath, validateValue, type SchemaProblem } from './validate.js';

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
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
  /** The version's x-kubernetes-validations, compiled once (none when the schema has no rules). */
  rules: CelSchemaProgram | undefined;
  /** Rules in the schema, compiled or not. */
  ruleCount: number;
}

interface KindEntry {
  group: string;
  kind: string;
  versions: Map<string, CompiledVersion>;
}

export interface CatalogOptions {
  /**
   * Evaluates `x-kubernetes-validations`: `@plumbline/cel` (`kubernetesCel`) by default; `null` for none, and the rules
   * are then noted as not evaluated.
   */
  cel?: CelEvaluator | null;
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
    const schemas = hashText(sources.map((s) => JSON.stringify(s.schema ?? null)).join('|'));
    this.fingerprint = `crds:${count}:${hashText(ids.join('|'))}:${schemas}`;
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
    const ruleCount = schema ? countRules(schema) : 0;
    const cel = this.options.cel === undefined ? kubernetesCel : this.options.cel;
    const rules = ruleCount > 0 && cel && source.schema ? cel.compileSchema(source.schema) : undefined;
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
    if (schema) definition.editorSchema = editorSchemaOf(schema);
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
      ruleCount,
      kind: { definition, check: (context, report) => this.check(compiled, context, report) },
    };
    return compiled;
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
    if (version.ruleCount > 0) this.checkRules(version, context, report);
  }

  /**
   * Evaluates the version's x-kubernetes-validations (through the CEL evaluator, which walks
   * the object as the server does). Rules the server would have refused in the CRD are
   * reported as such; ratcheted failures (an unchanged value on update) pass, as they do on
   * the server.
   */
  private checkRules(version: CompiledVersion, context: RuleContext, report: DynamicReport): void {
    const rules = version.rules;
    if (!rules) {
      report(CR_RULES.validationRulesNotEvaluated, {
        messageId: 'notEvaluated',
        path: [],
        data: { count: version.ruleCount, origin: version.origin },
      });
      return;
    }
    // Rules the evaluator cannot compile are noted, not failed: cel-js refuses a few expressions cel-go accepts.
    const uncompiled = rules.problems.filter((p) => !p.message.startsWith('estimated rule cost'));
    if (uncompiled.length > 0) {
      const first = uncompiled[0]!;
      report(CR_RULES.validationRulesNotEvaluated, {
        messageId: 'notCompiled',
        path: [],
        data: {
          count: new Set(uncompiled.map((p) => `${p.rulePath}#${p.index}`)).size,
          origin: version.origin,
          path: first.rulePath || '<root>',
          rule: first.rule.length > 80 ? `${first.rule.slice(0, 77)}...` : first.rule,
          message: first.message.replace(/\.$/, ''),
        },
      });
    }
    const old = context.operation === 'UPDATE' ? context.oldObject : undefined;
    for (const failure of rules.validate(context.object, old)) {
      if (failure.ratcheted || failure.notCompiled) continue;
      const path = serverPathSteps(failure.path);
      report(CR_RULES.validationRuleFailed, {
        messageId: failure.evaluationError ? 'evaluationError' : 'failed',
        path,
        reason: failure.reason,
        data: { path: failure.path || '<root>', message: failure.detail.replace(/\.$/, '') },
      });
    }
  }
}

/** Schemas deeper than this are shown as free-form below it (hover and completion only). */
const EDITOR_DEPTH = 64;

/** The CRD schema as the editor's schema nodes (hover and completion), metadata as ObjectMeta. */
function editorSchemaOf(root: Schema): ObjectNode {
  const node = editorNode(root, 0);
  const fields = node.type === 'object' ? { ...node.fields } : {};
  fields.apiVersion ??= s.string();
  fields.kind ??= s.string();
  fields.metadata = objectMeta;
  return s.object(fields, { open: true, description: root.description ?? '' });
}

function editorNode(schema: Schema, depth: number): SchemaNode {
  const extra: { description?: string; enum?: readonly string[] } = {};
  if (schema.description) extra.description = schema.description;
  if (schema.enum?.every((v) => typeof v === 'string')) extra.enum = schema.enum as string[];
  if (depth > EDITOR_DEPTH) return s.any(extra);
  if (schema.intOrString) return s.intOrString(extra);
  switch (schema.type) {
    case 'string':
      return s.string(extra);
    case 'integer':
      return s.int64(extra);
    case 'number':
      return s.number(extra);
    case 'boolean':
      return s.boolean(extra);
    case 'array': {
      const node = s.array(schema.items ? editorNode(schema.items, depth + 1) : s.any(), extra);
      if (schema.listMapKeys) node.mapKeys = schema.listMapKeys;
      return node;
    }
    case 'object': {
      if (schema.properties) {
        const fields: Record<string, SchemaNode> = {};
        for (const [key, child] of schema.properties) fields[key] = editorNode(child, depth + 1);
        const node = s.object(fields, { ...extra, open: schema.preserveUnknownFields });
        if (schema.required) node.required = schema.required;
        return node;
      }
      if (typeof schema.additionalProperties === 'object') return s.map(editorNode(schema.additionalProperties, depth + 1), extra);
      return s.any(extra);
    }
    default:
      return s.any(extra);
  }
}

/** Counts the x-kubernetes-validations rules of a schema. */
function countRules(root: Schema): number {
  let count = 0;
  const stack: Schema[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    count += node.validations?.length ?? 0;
    for (const child of node.properties?.values() ?? []) stack.push(child);
    if (typeof node.additionalProperties === 'object') stack.push(node.additionalProperties);
    if (node.items) stack.push(node.items);
  }
  return count;
}

/** A path as the server prints it (`spec.items[0].name`, `spec.labels[app]`) as path steps. */
export function serverPathSteps(text: string): FieldPath {
  const steps: (string | number)[] = [];
  const pattern = /([^.[\]]+)|\[([^\]]*)\]/g;
  for (const m of text.matchAll(pattern)) {
    if (m[1] !== undefined) steps.push(m[1]);
    else steps.push(/^\d+$/.test(m[2]!) ? Number(m[2]) : m[2]!);
  }
  return steps;
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
