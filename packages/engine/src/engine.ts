import { decode, describeValue } from './decode.js';
import type { DynamicKind, DynamicKinds } from './dynamic-kinds.js';
import { setField } from './fields.js';
import { objectMeta } from './k8s-types.js';
import { flatString } from './own-copy.js';
import { formatPath, getAt } from './path.js';
import { KindRegistry, type BuiltinKind, type KindDefinition, type RemovedApiVersion, type Resolution } from './registry.js';
import {
  formatMessage,
  INSTANCE,
  type EngineSettings,
  type ReportDescriptor,
  type ObjectRule,
  type Rule,
  type RuleContext,
} from './rule.js';
import { s, type ObjectNode } from './schema.js';
import type { Diagnostic, ErrorReason, FieldPath, JsonObject, Operation, Severity } from './types.js';

export type RuleSetting = Severity | 'off';
export type RuleConfigEntry = RuleSetting | readonly [RuleSetting, Record<string, unknown>?];

export interface Ruleset {
  rules: readonly Rule[];
  kinds: readonly KindDefinition[];
  /** Served built-in kinds that are known but not checked. */
  builtins: readonly BuiltinKind[];
  /** apiVersions that once served a kind, with the release that stopped serving them. */
  removedApiVersions?: readonly RemovedApiVersion[];
  /** Feature gates of the API server version the ruleset follows, with their defaults. */
  featureGates: Readonly<Record<string, boolean>>;
}

export interface ValidateOptions {
  operation?: Operation;
  oldObject?: JsonObject;
  subresource?: 'status';
  featureGates?: Readonly<Record<string, boolean>>;
  settings?: Partial<Omit<EngineSettings, 'featureGates'>>;
  /** Per-rule severity, `off`, and options (`.plumbline.yaml` `rules:`). */
  rules?: Readonly<Record<string, RuleConfigEntry>>;
  /** Base of documentation links; the rule id is appended. */
  docsBaseUrl?: string;
  /** Kinds defined at run time (custom resources of the run's CRDs), for groups the registry does not serve. */
  dynamicKinds?: DynamicKinds;
}

/**
 * No documentation link by default: the rule docs ship with Plumbline (`plumbline explain`,
 * SARIF help, the editor's hover). `docsBaseUrl` (configuration) sets where links point.
 */
export const DEFAULT_DOCS_BASE_URL = '';

/** The documentation link of a rule, or undefined when no `docsBaseUrl` is configured. */
export function docsUrlFor(base: string | undefined, ruleId: string): string | undefined {
  return base ? `${base}${ruleId}` : undefined;
}
/** Object annotation listing rule ids to ignore for that object (comma-separated). */
export const IGNORE_ANNOTATION = 'plumbline.dev/ignore';

/** Ids of the rules the engine itself reports; their metadata lives in the ruleset like any other. */
export const ENGINE_RULES = {
  notAnObject: 'manifest/not-an-object',
  apiVersionMissing: 'manifest/api-version-missing',
  kindMissing: 'manifest/kind-missing',
  buildFile: 'manifest/build-file',
  apiVersionNotServed: 'manifest/api-version-not-served',
  kindNotServed: 'manifest/kind-not-served',
  kindNotChecked: 'manifest/kind-not-checked',
  listNotWritable: 'manifest/list-not-writable',
  invalidType: 'schema/invalid-type',
  unknownField: 'schema/unknown-field',
  requiredFieldMissing: 'schema/required-field-missing',
  internalError: 'core/internal-error',
} as const;

export interface ResolvedKind {
  resolution: Resolution;
  definition?: KindDefinition;
  /** The dynamic kind (custom resource) the object belongs to, when a provider defines it. */
  dynamic?: DynamicKind;
}

/** A rule that runs, with the options configuration gives it. */
interface ActiveRule {
  rule: ObjectRule;
  options: Readonly<Record<string, unknown>>;
}

const NO_OPTIONS: Readonly<Record<string, unknown>> = Object.freeze({});
const NO_CONFIG: Readonly<Record<string, RuleConfigEntry>> = Object.freeze({});

function isPlainObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export class Engine {
  readonly registry: KindRegistry;
  private readonly rulesById = new Map<string, Rule>();
  /** Rule families (`meta.family`) by the prefix of their ids. */
  private readonly families = new Map<string, Rule>();
  private readonly rulesByKind = new Map<string, Rule[]>();
  private readonly schemas = new Map<KindDefinition, ObjectNode>();

  constructor(readonly ruleset: Ruleset) {
    this.registry = new KindRegistry(ruleset.kinds, ruleset.builtins, ruleset.removedApiVersions ?? []);
    for (const rule of ruleset.rules) {
      if (this.rulesById.has(rule.id)) throw new Error(`duplicate rule id ${rule.id}`);
      this.rulesById.set(rule.id, rule);
      if (rule.meta.family) {
        const prefix = rule.id.slice(0, rule.id.indexOf('/'));
        if (this.families.has(prefix)) throw new Error(`two rule families report under ${prefix}/`);
        this.families.set(prefix, rule);
      }
      for (const kind of rule.meta.kinds) {
        const list = this.rulesByKind.get(kind) ?? [];
        list.push(rule);
        this.rulesByKind.set(kind, list);
      }
    }
  }

  /**
   * A finding of `ruleId` as configured: `undefined` when the rule is off, else the
   * diagnostic with the configured severity, the rule's message and reason, and the
   * docs link. The one place a diagnostic is made: by rules, the parser, the engine,
   * suppression, set rules and the gates. A rule id that is not registered, or a message
   * id the rule does not define, is a programming error and throws.
   */
  diagnostic(ruleId: string, d: ReportDescriptor, options: Pick<ValidateOptions, 'rules' | 'docsBaseUrl'>): Diagnostic | undefined {
    const rule = this.rule(ruleId);
    if (!rule) throw new Error(`no rule '${ruleId}' is registered`);
    const template = rule.meta.messages[d.messageId];
    if (template === undefined) throw new Error(`rule ${ruleId} has no message '${d.messageId}'`);
    // An instance of a family takes its own setting, else the family's.
    const entry = options.rules?.[ruleId] ?? (rule.id !== ruleId ? options.rules?.[rule.id] : undefined);
    const setting = (Array.isArray(entry) ? entry[0] : entry) as RuleSetting | undefined;
    if (setting === 'off') return undefined;
    const diagnostic: Diagnostic = {
      ruleId,
      messageId: d.messageId,
      severity: setting ?? d.severity ?? rule.meta.severity,
      message: flatString(formatMessage(template, d.data)),
      path: flatString(formatPath(d.path)),
      pathSegments: d.path,
      reason: d.reason ?? rule.meta.reason ?? 'FieldValueInvalid',
    };
    const url = docsUrlFor(options.docsBaseUrl, ruleId);
    if (url) diagnostic.docsUrl = url;
    if (d.fix) diagnostic.fix = d.fix;
    if (d.target) diagnostic.target = d.target;
    if (d.at) diagnostic.at = d.at;
    if (d.statusReason) diagnostic.statusReason = d.statusReason;
    return diagnostic;
  }

  /**
   * The rule of an id: a registered rule, or for an instance id of a rule family
   * (`policy/replica-limit`), the family (whose docs and settings it shares).
   */
  rule(id: string): Rule | undefined {
    const own = this.rulesById.get(id);
    if (own) return own;
    const slash = id.indexOf('/');
    if (slash < 0) return undefined;
    const family = this.families.get(id.slice(0, slash));
    return family && INSTANCE.test(id.slice(slash + 1)) ? family : undefined;
  }

  get rules(): Rule[] {
    return [...this.rulesById.values()];
  }

  private lastSettings: { options: ValidateOptions['settings']; gates: ValidateOptions['featureGates']; value: EngineSettings } | undefined;

  settings(options: ValidateOptions): EngineSettings {
    // Callers validate many objects with the same options: reuse the merged settings.
    const last = this.lastSettings;
    if (last && last.options === options.settings && last.gates === options.featureGates) return last.value;
    const value: EngineSettings = {
      groupSuffix: options.settings?.groupSuffix ?? 'k8s.io',
      vendorDomain: options.settings?.vendorDomain ?? 'kubernetes.io',
      cluster: options.settings?.cluster ?? {},
      featureGates: { ...this.ruleset.featureGates, ...(options.featureGates ?? {}) },
    };
    this.lastSettings = { options: options.settings, gates: options.featureGates, value };
    return value;
  }

  /** The full decode schema of a kind: the kind's fields plus apiVersion, kind and metadata. */
  schemaOf(definition: KindDefinition): ObjectNode {
    let schema = this.schemas.get(definition);
    if (!schema) {
      schema = s.object(
        { apiVersion: s.string(), kind: s.string(), metadata: objectMeta, ...definition.schema.fields },
        { open: definition.schema.open ?? false, description: definition.schema.description ?? '' },
      );
      if (definition.schema.required) schema.required = definition.schema.required;
      if (definition.schema.structs) schema.structs = definition.schema.structs;
      this.schemas.set(definition, schema);
    }
    return schema;
  }

  resolve(object: unknown, options: ValidateOptions = {}): ResolvedKind | undefined {
    if (!isPlainObject(object) || typeof object.apiVersion !== 'string' || typeof object.kind !== 'string') return undefined;
    const resolution = this.registry.resolve(object.apiVersion, object.kind, this.settings(options).groupSuffix);
    const dynamic = this.dynamicOf(resolution, object.apiVersion, object.kind, options);
    if (dynamic?.status === 'found') return { resolution, definition: dynamic.kind.definition, dynamic: dynamic.kind };
    return { resolution, definition: resolution.status === 'checked' ? resolution.definition : undefined };
  }

  /** What the run's dynamic kinds say of a kind the registry takes for a custom resource. */
  private dynamicOf(resolution: Resolution, apiVersion: string, kind: string, options: ValidateOptions) {
    if (!options.dynamicKinds || resolution.status !== 'not-checked' || resolution.reason !== 'custom') return undefined;
    const slash = apiVersion.indexOf('/');
    if (slash < 0) return undefined;
    return options.dynamicKinds.resolve(apiVersion.slice(0, slash), apiVersion.slice(slash + 1), kind);
  }

  validate(object: unknown, options: ValidateOptions = {}): Diagnostic[] {
    const out: Diagnostic[] = [];
    const settings = this.settings(options);
    const config = options.rules ?? NO_CONFIG;
    const emit = (ruleId: string, d: ReportDescriptor): void => {
      const diagnostic = this.diagnostic(ruleId, d, options);
      if (diagnostic) out.push(diagnostic);
    };

    if (!isPlainObject(object)) {
      emit(ENGINE_RULES.notAnObject, { messageId: 'notAnObject', path: [], data: { found: describeValue(object) } });
      return out;
    }
    const apiVersion = object.apiVersion;
    const kind = object.kind;
    // Build inputs that users keep beside their manifests: noted, never "kind missing" or "unknown kind".
    const buildFile = buildFileOf(object);
    if (buildFile) {
      emit(ENGINE_RULES.buildFile, buildFile);
      return out;
    }
    if (apiVersion === undefined || apiVersion === null || apiVersion === '') {
      emit(ENGINE_RULES.apiVersionMissing, { messageId: 'missing', path: ['apiVersion'], reason: 'FieldValueRequired' });
    } else if (typeof apiVersion !== 'string') {
      emit(ENGINE_RULES.invalidType, {
        messageId: 'invalidType',
        path: ['apiVersion'],
        reason: 'FieldValueTypeInvalid',
        data: { path: 'apiVersion', found: describeValue(apiVersion), expected: 'string' },
      });
    }
    if (kind === undefined || kind === null || kind === '') {
      emit(ENGINE_RULES.kindMissing, { messageId: 'missing', path: ['kind'], reason: 'FieldValueRequired' });
    } else if (typeof kind !== 'string') {
      emit(ENGINE_RULES.invalidType, {
        messageId: 'invalidType',
        path: ['kind'],
        reason: 'FieldValueTypeInvalid',
        data: { path: 'kind', found: describeValue(kind), expected: 'string' },
      });
    }
    if (typeof apiVersion !== 'string' || typeof kind !== 'string' || apiVersion === '' || kind === '') return out;

    let resolution = this.registry.resolve(apiVersion, kind, settings.groupSuffix);
    let dynamic: DynamicKind | undefined;
    const fromProvider = this.dynamicOf(resolution, apiVersion, kind, options);
    if (fromProvider?.status === 'found') {
      dynamic = fromProvider.kind;
      resolution = { status: 'checked', definition: dynamic.definition };
    } else if (fromProvider) {
      emit(fromProvider.ruleId, fromProvider.descriptor);
      if (fromProvider.status === 'refused') return applyIgnoreAnnotation(object, out);
    }
    if (resolution.status !== 'checked') {
      // The API has no write path for lists; kubectl expands them on the client (lintText does the same).
      if (kind === 'List' || (kind.endsWith('List') && this.registry.isKnownKind(kind.slice(0, -4)))) {
        emit(ENGINE_RULES.listNotWritable, { messageId: 'listNotWritable', path: ['kind'], data: { kind } });
        return out;
      }
      switch (resolution.status) {
        case 'not-checked':
          emit(ENGINE_RULES.kindNotChecked, { messageId: resolution.reason, path: ['kind'], data: { apiVersion, kind } });
          break;
        case 'version-not-served': {
          const served = resolution.servedApiVersion;
          const messageId = resolution.removedIn ? 'removed' : resolution.coreGroup ? 'coreGroup' : 'notServed';
          const data = { apiVersion, kind, served, removedIn: resolution.removedIn ?? '' };
          emit(ENGINE_RULES.apiVersionNotServed, {
            messageId,
            path: ['apiVersion'],
            data,
            fix: { description: `Use apiVersion ${served}`, path: ['apiVersion'], action: 'set', value: served },
          });
          break;
        }
        case 'kind-removed':
          emit(ENGINE_RULES.apiVersionNotServed, {
            messageId: 'kindRemoved',
            path: ['apiVersion'],
            data: { apiVersion, kind, removedIn: resolution.removedIn, instead: resolution.instead },
          });
          break;
        case 'unknown-builtin-kind':
          emit(ENGINE_RULES.kindNotServed, { messageId: 'notServed', path: ['kind'], data: { apiVersion, kind } });
          break;
      }
      return out;
    }

    const definition = resolution.definition;
    const decoded = decode(object, this.schemaOf(definition));
    for (const problem of decoded.typeErrors) {
      if (problem.base64Offset !== undefined) {
        const data = { path: formatPath(problem.path), offset: problem.base64Offset };
        emit(ENGINE_RULES.invalidType, { messageId: 'notBase64', path: problem.path, reason: 'FieldValueTypeInvalid', data });
        continue;
      }
      emit(ENGINE_RULES.invalidType, {
        messageId: 'invalidType',
        path: problem.path,
        reason: 'FieldValueTypeInvalid',
        data: { path: formatPath(problem.path), found: problem.found, expected: problem.expected },
      });
    }
    // The server refuses a body that does not decode; nothing else is validated.
    if (decoded.typeErrors.length > 0) return out;
    for (const path of decoded.unknownFields) {
      emit(ENGINE_RULES.unknownField, { messageId: 'unknownField', path, target: 'key', data: { path: formatPath(path) } });
    }
    // Kinds checked by their published schema: its required fields stand in for the kind's own
    // rules (and for kinds whose rules leave them to the schema). Status is not validated on
    // create, and metadata has rules of its own.
    if (definition.coverage === 'schema' || definition.schemaRequiredFields === true) {
      for (const path of decoded.missingRequired) {
        if (path[0] === 'status' || path[0] === 'metadata') continue;
        emit(ENGINE_RULES.requiredFieldMissing, {
          messageId: 'missing',
          path,
          reason: 'FieldValueRequired',
          data: { path: formatPath(path) },
        });
      }
    }

    const operation: Operation = options.operation ?? (options.oldObject ? 'UPDATE' : 'CREATE');
    // The stored object was defaulted when it was written: rules compare like with like.
    const oldObject =
      operation === 'UPDATE' && isPlainObject(options.oldObject) ? this.prepareStored(definition, options.oldObject, settings) : undefined;
    const subresource = operation === 'UPDATE' ? options.subresource : undefined;
    const prepared = this.prepare(definition, object, oldObject, operation, subresource, settings);

    // One context per object; `options` and the reporting rule change per rule. Rules
    // may keep no reference to the context beyond their own check.
    let currentRule = '';
    const helpers = this.settingsHelpers(settings);
    const context: { -readonly [K in keyof RuleContext]: RuleContext[K] } = {
      object: prepared,
      rawObject: object,
      oldObject,
      operation,
      subresource,
      settings,
      options: NO_OPTIONS,
      definition,
      report: (d) => emit(currentRule, d),
      gate: helpers.gate,
      vendor: helpers.vendor,
      group: helpers.group,
    };
    for (const active of this.activeRules(definition, operation, subresource, oldObject !== undefined, config, settings)) {
      currentRule = active.rule.id;
      context.options = active.options;
      try {
        active.rule.check(context);
      } catch (error) {
        emit(ENGINE_RULES.internalError, {
          messageId: 'internalError',
          path: [],
          reason: 'InternalError',
          data: { rule: active.rule.id, error: error instanceof Error ? error.message : String(error) },
        });
      }
    }
    if (dynamic) {
      try {
        dynamic.check(context, emit);
      } catch (error) {
        const data = { rule: `${definition.group}/${definition.kind}`, error: error instanceof Error ? error.message : String(error) };
        emit(ENGINE_RULES.internalError, { messageId: 'internalError', path: [], reason: 'InternalError', data });
      }
    }
    return applyIgnoreAnnotation(object, out);
  }

  private readonly helpersCache = new WeakMap<EngineSettings, Pick<RuleContext, 'gate' | 'vendor' | 'group'>>();
  private activeCache:
    | { config: Readonly<Record<string, RuleConfigEntry>>; settings: EngineSettings; lists: Map<string, (ActiveRule[] | undefined)[]> }
    | undefined;

  /** The context functions that depend on the settings only, made once per settings. */
  private settingsHelpers(settings: EngineSettings): Pick<RuleContext, 'gate' | 'vendor' | 'group'> {
    let helpers = this.helpersCache.get(settings);
    if (!helpers) {
      helpers = {
        gate: (name) => settings.featureGates[name] === true,
        vendor: (suffix) => `${settings.vendorDomain}/${suffix}`,
        group: (name) => `${name}.${settings.groupSuffix}`,
      };
      this.helpersCache.set(settings, helpers);
    }
    return helpers;
  }

  /**
   * The rules that run for a kind, an operation, a subresource and the presence of a
   * stored object, in registry order, less the rules the configuration turns off or
   * whose cluster state is not given, each with its configured options. Callers
   * validate many objects with the same configuration, so the lists of the last
   * configuration are kept, one per kind and combination.
   */
  private activeRules(
    definition: KindDefinition,
    operation: Operation,
    subresource: 'status' | undefined,
    hasOld: boolean,
    config: Readonly<Record<string, RuleConfigEntry>>,
    settings: EngineSettings,
  ): ActiveRule[] {
    let cache = this.activeCache;
    if (!cache || cache.config !== config || cache.settings !== settings) {
      cache = { config, settings, lists: new Map() };
      this.activeCache = cache;
    }
    const kind = definition.kind;
    const qualified = `${definition.group}/${kind}`;
    const cacheKey = definition.dynamic ? `dynamic:${qualified}` : qualified;
    let perKind = cache.lists.get(cacheKey);
    if (!perKind) {
      perKind = new Array(8);
      cache.lists.set(cacheKey, perKind);
    }
    const slot = (operation === 'UPDATE' ? 4 : 0) + (subresource === 'status' ? 2 : 0) + (hasOld ? 1 : 0);
    let list = perKind[slot];
    if (!list) {
      list = [];
      // A custom resource may share a built-in kind's name (a `Service` of another group): only `*` rules apply to it.
      const candidates = [
        ...(definition.dynamic ? [] : (this.rulesByKind.get(kind) ?? [])),
        ...(definition.dynamic ? [] : (this.rulesByKind.get(qualified) ?? [])),
        ...(this.rulesByKind.get('*') ?? []),
      ];
      for (const rule of candidates) {
        const meta = rule.meta;
        if (!rule.check) continue;
        if (meta.type === 'transition' && (operation !== 'UPDATE' || !hasOld)) continue;
        if (meta.operations && !meta.operations.includes(operation)) continue;
        const where = meta.subresource ?? 'main';
        if (where === 'main' && subresource === 'status') continue;
        if (where === 'status' && subresource !== 'status') continue;
        if (meta.requiresClusterState && (settings.cluster as Record<string, unknown>)[meta.requiresClusterState] === undefined) continue;
        const entry = config[rule.id];
        if ((Array.isArray(entry) ? entry[0] : entry) === 'off') continue;
        list.push({ rule, options: (Array.isArray(entry) ? entry[1] : undefined) ?? NO_OPTIONS });
      }
      perKind[slot] = list;
    }
    return list;
  }

  /**
   * The object as the API server's validating admission sees it: the kind's defaults and its
   * create (or update) preparation applied to a copy, as `validate` prepares it for the rules.
   * Kinds without defaults of their own, and unknown kinds, give the object as written.
   */
  admissionObject(object: JsonObject, oldObject: JsonObject | undefined, options: ValidateOptions = {}): JsonObject {
    const definition = this.resolve(object, options)?.definition;
    if (!definition || (!definition.applyDefaults && !definition.prepareForCreate && !definition.prepareForUpdate)) return object;
    const settings = this.settings(options);
    const stored = oldObject ? this.prepareStored(definition, oldObject, settings) : undefined;
    return this.prepare(definition, object, stored, stored ? 'UPDATE' : 'CREATE', undefined, settings);
  }

  /**
   * The stored object as the API server holds it: a copy with the kind's defaults and its
   * create preparation, which the server applied when the object was written (an
   * AdmissionReview's `oldObject` is already so, and preparing it again changes nothing).
   * Update rules and `prepareForUpdate` compare with it as it is.
   */
  private prepareStored(definition: KindDefinition, oldObject: JsonObject, settings: EngineSettings): JsonObject {
    if (!definition.applyDefaults && !definition.prepareForCreate) return oldObject;
    const stored = clonePlain(oldObject);
    definition.applyDefaults?.(stored, settings);
    definition.prepareForCreate?.(stored);
    return stored;
  }

  /**
   * Builds the object the API server validates. On create the server drops `status`
   * for kinds with a status subresource. On a main-resource update it keeps the
   * stored status; on a status update it keeps the stored spec (every top-level field
   * but metadata and status). Then the kind's own preparation runs.
   */
  private prepare(
    definition: KindDefinition,
    object: JsonObject,
    oldObject: JsonObject | undefined,
    operation: Operation,
    subresource: 'status' | undefined,
    settings: EngineSettings,
  ): JsonObject {
    const prepared = operation === 'CREATE' ? copyForCreate(definition, object) : clonePlain(object);
    definition.applyDefaults?.(prepared, settings);
    if (operation === 'CREATE') {
      if (definition.hasStatusSubresource && !definition.keepsStatusOnCreate) delete prepared.status;
      definition.prepareForCreate?.(prepared);
      return prepared;
    }
    if (!oldObject) return prepared;
    if (subresource === 'status') {
      for (const key of Object.keys(prepared)) if (!['apiVersion', 'kind', 'metadata', 'status'].includes(key)) delete prepared[key];
      for (const [key, value] of Object.entries(oldObject)) {
        if (!['apiVersion', 'kind', 'metadata', 'status'].includes(key)) prepared[key] = clonePlain(value);
      }
      return prepared;
    }
    if (definition.hasStatusSubresource) {
      if (oldObject.status === undefined) delete prepared.status;
      else prepared.status = clonePlain(oldObject.status);
    }
    definition.prepareForUpdate?.(prepared, oldObject);
    return prepared;
  }
}

/**
 * The copy of a new object that `prepare` changes: a copy of its top level, with deep copies of the fields the kind's
 * preparation changes inside (`preparedFields`), or a deep copy of it all when the kind does not say which. The other
 * fields are shared with the object as written; rules read them and do not change them (a test validates frozen
 * objects).
 */
function copyForCreate(definition: KindDefinition, object: JsonObject): JsonObject {
  const changedInside = definition.applyDefaults || definition.prepareForCreate ? definition.preparedFields : NOTHING_CHANGED_INSIDE;
  if (changedInside === undefined) return clonePlain(object);
  // Spread defines each own field, a `__proto__` key included, as a field of the copy.
  const copy: JsonObject = { ...object };
  for (const field of changedInside) if (Object.hasOwn(object, field)) copy[field] = clonePlain(object[field]);
  return copy;
}

const NOTHING_CHANGED_INSIDE: readonly string[] = [];

/**
 * Deep copy of plain data (what a YAML or JSON parser produces): several times faster
 * than `structuredClone`, which matters because every object is copied once. Iterative:
 * a manifest may nest as deep as the API server reads (10,000 levels), deeper than the
 * call stack allows.
 */
function clonePlain<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  const root = shallowCopy(value as object);
  const stack: [object, object][] = [[value as object, root]];
  while (stack.length > 0) {
    const [source, target] = stack.pop()!;
    if (Array.isArray(source)) {
      const out = target as unknown[];
      for (let i = 0; i < source.length; i++) {
        const item: unknown = source[i];
        if (item !== null && typeof item === 'object') {
          const copy = shallowCopy(item);
          out[i] = copy;
          if (!(item instanceof Date)) stack.push([item, copy]);
        } else out[i] = item;
      }
      continue;
    }
    const out = target as Record<string, unknown>;
    for (const key in source as Record<string, unknown>) {
      if (!Object.hasOwn(source, key)) continue;
      const item = (source as Record<string, unknown>)[key];
      let copy: unknown = item;
      if (item !== null && typeof item === 'object') {
        copy = shallowCopy(item);
        if (!(item instanceof Date)) stack.push([item, copy as object]);
      }
      // A manifest may carry a `__proto__` key; it must stay a field, not become the prototype.
      setField(out, key, copy);
    }
  }
  return root as T;
}

/** An empty container of the same shape (a Date is copied whole). */
function shallowCopy(value: object): object {
  if (Array.isArray(value)) return new Array(value.length);
  if (value instanceof Date) return new Date(value.getTime());
  return {};
}

function applyIgnoreAnnotation(object: JsonObject, diagnostics: Diagnostic[]): Diagnostic[] {
  const annotations = getAt(object, ['metadata', 'annotations']);
  const value = annotations && typeof annotations === 'object' ? (annotations as Record<string, unknown>)[IGNORE_ANNOTATION] : undefined;
  if (typeof value !== 'string') return diagnostics;
  const ignored = new Set(
    value
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  );
  return diagnostics.filter((d) => !ignored.has(d.ruleId));
}

export type { FieldPath };

/**
 * A Helm chart's Chart.yaml (apiVersion v1 or v2, a name and a version, no kind) or a
 * Kustomize Kustomization/Component: files of build tools, which the API server never sees.
 */
function buildFileOf(object: JsonObject): ReportDescriptor | undefined {
  const { apiVersion, kind } = object;
  if (
    kind === undefined &&
    (apiVersion === 'v1' || apiVersion === 'v2') &&
    typeof object.name === 'string' &&
    typeof object.version === 'string'
  ) {
    return { messageId: 'helmChart', path: [], data: { name: object.name } };
  }
  if (
    typeof apiVersion === 'string' &&
    apiVersion.startsWith('kustomize.config.k8s.io/') &&
    (kind === 'Kustomization' || kind === 'Component')
  ) {
    return { messageId: 'kustomization', path: ['kind'], data: { kind } };
  }
  return undefined;
}
