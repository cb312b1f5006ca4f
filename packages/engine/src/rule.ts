import type { KindDefinition } from './registry.js';
import type { ErrorReason, FieldPath, Fix, JsonObject, Operation, Severity } from './types.js';
import type { ClusterSettings, EngineSettings } from './settings.js';

/**
 * Which of the API server's validation passes a rule belongs to:
 * - `field`: one field's own format or range;
 * - `cross-field`: several fields of one object together;
 * - `transition`: an update, comparing the object with the stored one (runs on UPDATE only);
 * - `document`: the manifest as a whole (parsing, apiVersion/kind, YAML 1.1 hazards);
 * - `reference`: several resources together (an Ingress and the Service it names); runs only
 *   through `validateSet` (see set.ts), never on one object, and reports warnings.
 */
export type RuleType = 'field' | 'cross-field' | 'transition' | 'document' | 'reference';

/** A reference to a heading of `../shared/spec/partN-*.md`. */
export interface SpecRef {
  doc: 'part1' | 'part2' | 'part3';
  /** Exact text of a heading in that document (`ServiceSpec`, `Limits`, …). */
  section: string;
  /** The field the rule is about, if any. */
  field?: string;
}

export interface RuleDocs {
  /** One line: `Disallow …`, `Require …` or `Enforce …`, without a final period. */
  description: string;
  spec: SpecRef | readonly SpecRef[];
  /**
   * Markdown: what the server does, the decisions taken where spec and server differ,
   * and what the API server copies or clears before validating (for updates).
   */
  details?: string;
  /**
   * Conformance cases (ids from `public.jsonl`) where Plumbline's answer knowingly
   * differs from the server's, each with the reason. Read by the conformance test.
   */
  serverDifferences?: readonly { cases: readonly string[]; reason: string }[];
}

export interface RuleMeta {
  /**
   * PascalCase kinds the rule applies to; `*` for every kind Plumbline checks. A kind name
   * that several API groups serve (core/v1 Event and events.k8s.io/v1 Event) may be
   * qualified with its group as the registry writes it (`events/Event`, `/Event` for the
   * core group) to apply to that group's kind only.
   */
  kinds: readonly string[];
  type: RuleType;
  severity: Severity;
  /** API server error type for reports that do not set their own. Default `FieldValueInvalid`. */
  reason?: ErrorReason;
  /** messageId → template with `{{name}}` placeholders. */
  messages: Readonly<Record<string, string>>;
  docs: RuleDocs;
  /**
   * `status`: runs only on updates of the `status` subresource (the server ignores
   * status on create and on main-resource updates). `main` (default): runs on create
   * and main-resource updates. `both`: runs on either.
   */
  subresource?: 'main' | 'status' | 'both';
  /** Operations the rule runs on; default both. Transition rules always need UPDATE. */
  operations?: readonly Operation[];
  /**
   * Rules that need cluster state (IP ranges, port ranges, IP families) are off until
   * the configuration gives that state; the rule names the setting it needs.
   */
  requiresClusterState?: string;
  /**
   * Reference rules: the kinds the rule looks at through `ofKind` (`*`: every kind, for
   * a rule whose input decides what it reads, such as admission policies). Required for them
   * (`ofKind` refuses any other kind), because the CLI keeps the object bodies of these
   * kinds only, instead of every object of the run, until the reference rules have run.
   */
  reads?: readonly string[];
  /**
   * Reference rules: per kind of `reads`, the fields of the object the rule reads, as paths
   * (`'*'` steps over every element of a list; a last step `'<keys>'` keeps a mapping's keys
   * only, with null values). A run over many files keeps only these
   * fields of each object (`projectForSetRules`), so that memory holds a small index entry
   * per resource instead of whole objects. A kind without an entry keeps its whole object.
   */
  readFields?: Readonly<Record<string, readonly (readonly string[])[]>>;
  /** The rule is deprecated; `replacedBy` names its successor. Ids are never reused. */
  deprecated?: { replacedBy?: string };
  /**
   * A rule family: the rule reports under ids made at run time, `<prefix>/<instance>` (the
   * prefix of its own id), one per thing found in the input, such as one id per admission
   * policy (`policy/replica-limit`). Its findings name the instance
   * (`ReportDescriptor.instance`); the engine's factory accepts those ids, configuration may
   * set each instance id, and the family's own id sets all of them.
   */
  family?: true;
}

export type { ClusterSettings, EngineSettings };

export interface ReportDescriptor {
  messageId: string;
  path: FieldPath;
  data?: Readonly<Record<string, string | number | boolean>>;
  reason?: ErrorReason;
  fix?: Fix;
  /**
   * Where the finding points in text when that is narrower than the server's field
   * path: the server reports label problems at `metadata.labels`, the editor points at
   * the offending key (`at: ['metadata', 'labels', { key }], target: 'key'`).
   */
  at?: FieldPath;
  /** Where the finding points in text: the value (default) or the key of the last path step. */
  target?: 'value' | 'key';
  /**
   * Rule families only (`meta.family`): the instance the finding belongs to; the finding's
   * rule id is `<prefix>/<instance>`.
   */
  instance?: string;
  /**
   * The finding's severity when the input decides it (an admission policy binding's
   * validation actions); configuration still overrides it. Default: `meta.severity`.
   */
  severity?: Severity;
  /** Set rules: other resources the finding refers to, placed like the finding (SARIF related locations). */
  related?: readonly { resource: SetResource; path: FieldPath; message: string }[];
  /** See Diagnostic.statusReason. */
  statusReason?: string;
}

export interface RuleContext {
  /** The object as the server validates it (after the update preparation of its kind). */
  readonly object: JsonObject;
  /**
   * The object as the manifest wrote it, before defaults and update preparation:
   * for rules that must tell a value the user wrote from one the server filled in.
   */
  readonly rawObject: JsonObject;
  /** The stored object, on UPDATE. */
  readonly oldObject: JsonObject | undefined;
  readonly operation: Operation;
  readonly subresource: 'status' | undefined;
  readonly settings: EngineSettings;
  /** The kind being validated, from the registry. */
  readonly definition: KindDefinition;
  /** The rule's options from configuration. */
  readonly options: Readonly<Record<string, unknown>>;
  report(descriptor: ReportDescriptor): void;
  /** True when the feature gate is on (configuration over the v1.34 defaults). */
  gate(name: string): boolean;
  /** `<vendor_domain>` applied to a reserved key suffix: `vendor('service-name')` → `kubernetes.io/service-name`. */
  vendor(suffix: string): string;
  /** `<group_suffix>` applied: `group('discovery')` → `discovery.k8s.io`. */
  group(name: string): string;
}

/** A rule over one object (field, cross-field and transition rules): the engine runs `check` on each object of its kinds. */
export interface ObjectRule {
  id: string;
  meta: RuleMeta;
  check(context: RuleContext): void;
  checkSet?: undefined;
}

/** A `reference` rule, over a set of resources: `validateSet` runs `checkSet` (see set.ts). */
export interface SetRule {
  id: string;
  meta: RuleMeta & { type: 'reference' };
  checkSet(context: SetRuleContext): void;
  check?: undefined;
}

/**
 * A rule whose findings the engine, the text pipeline or a gate reports where it meets
 * the problem (parsing, apiVersion and kind resolution, decoding, suppression, update
 * pairing). It has an id, metadata and docs like every rule, so that it can be
 * configured, suppressed and explained, and no check of its own.
 */
export interface ReportedRule {
  id: string;
  meta: RuleMeta;
  check?: undefined;
  checkSet?: undefined;
}

export type Rule = ObjectRule | SetRule | ReportedRule;

/** One resource of a set, as `lintText` returns it (`Resource` satisfies it). */
export interface SetResource {
  uri: string | undefined;
  documentIndex: number;
  itemIndex?: number;
  apiVersion: string | undefined;
  kind: string | undefined;
  name: string | undefined;
  namespace: string | undefined;
  object: JsonObject;
  /** The stored object when the run checks updates (`lint --base`/`--old`, the webhook's UPDATE). */
  oldObject?: JsonObject;
  status: 'checked' | 'not-checked' | 'invalid';
  /** How deeply a checked resource was checked: its kind's own rules (`full`) or its published schema and metadata only. */
  coverage?: 'full' | 'schema' | 'custom-resource';
}

/** What a `reference` rule sees: every usable resource of the set, and a way to report on one of them. */
export interface SetRuleContext {
  readonly resources: readonly SetResource[];
  readonly settings: EngineSettings;
  readonly options: Readonly<Record<string, unknown>>;
  /**
   * Resources of `kind` in API group `group` (`''` for the core group; suffixed groups as written,
   * e.g. `networking.k8s.io`), any version.
   */
  ofKind(kind: string, group: string): SetResource[];
  report(resource: SetResource, descriptor: ReportDescriptor): void;
  /**
   * The resource's object (and stored object, on update) as the API server's validating
   * admission sees them: with the kind's defaults and preparation (`Engine.admissionObject`).
   */
  admissionObjects(resource: SetResource): { object: JsonObject; oldObject: JsonObject | undefined };
  vendor(suffix: string): string;
  group(name: string): string;
}

const ID = /^[a-z0-9]+(-[a-z0-9]+)*\/[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * The instance part of a rule family's ids: what Kubernetes allows in an object name (a
 * DNS subdomain: lowercase letters, digits, `-` and `.`).
 */
export const INSTANCE = /^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$/;

/** The id of a finding of `rule`: its own id, or `<prefix>/<instance>` for a family's instance. */
export function findingId(rule: Pick<Rule, 'id' | 'meta'>, instance: string | undefined): string {
  if (instance === undefined) return rule.id;
  if (!rule.meta.family) throw new Error(`${rule.id} is not a rule family and reports no instance ids`);
  if (!INSTANCE.test(instance)) throw new Error(`${rule.id}: instance '${instance}' is not a lowercase DNS subdomain`);
  return `${rule.id.slice(0, rule.id.indexOf('/'))}/${instance}`;
}

function checkId(id: string): void {
  if (!ID.test(id)) throw new Error(`rule id '${id}' is not of the form <kind>/<violation> in kebab-case`);
}

/** Defines a rule over one object; the id must be `<kind>/<violation>` in kebab-case. */
export function createRule(rule: ObjectRule): ObjectRule {
  checkId(rule.id);
  if (rule.meta.type === 'reference' || rule.meta.type === 'document')
    throw new Error(`${rule.id}: a ${rule.meta.type} rule has no object check`);
  return rule;
}

/** Defines a `reference` rule, over a set of resources. */
export function createSetRule(rule: SetRule): SetRule {
  checkId(rule.id);
  return rule;
}

/** Defines a rule that the engine, the pipeline or a gate reports (`type` defaults to `document`). */
export function createReportedRule(id: string, meta: Omit<RuleMeta, 'type'> & { type?: RuleMeta['type'] }): ReportedRule {
  checkId(id);
  return { id, meta: { ...meta, type: meta.type ?? 'document' } };
}

/**
 * A message template cut at its `{{name}}` placeholders: literal text at even indexes, and at odd indexes the
 * placeholder's name followed by the placeholder as written (kept when the data has no such name).
 */
const templateParts = new Map<string, string[]>();

function partsOf(template: string): string[] {
  let parts = templateParts.get(template);
  if (parts === undefined) {
    parts = [];
    const placeholder = /\{\{\s*(\w+)\s*\}\}/g;
    let last = 0;
    for (let m = placeholder.exec(template); m; m = placeholder.exec(template)) {
      parts.push(template.slice(last, m.index), m[1]!, m[0]);
      last = m.index + m[0].length;
    }
    parts.push(template.slice(last));
    templateParts.set(template, parts);
  }
  return parts;
}

/** Fills `{{name}}` placeholders of a message template (each template is cut once: a run formats thousands). */
export function formatMessage(template: string, data: Readonly<Record<string, string | number | boolean>> = {}): string {
  const parts = partsOf(template);
  if (parts.length === 1) return template;
  let out = parts[0]!;
  for (let i = 1; i < parts.length; i += 3) {
    const name = parts[i]!;
    out += (name in data ? String(data[name]) : parts[i + 1]!) + parts[i + 2]!;
  }
  return out;
}
