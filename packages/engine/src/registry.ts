import type { EngineSettings } from './settings.js';
import type { ObjectNode } from './schema.js';
import type { JsonObject } from './types.js';
import { keptCopy } from './own-copy.js';

/** Name formats the API server enforces on `metadata.name`, per kind. */
export type NameFormat = 'dns1123-subdomain' | 'dns1123-label' | 'dns1035-label' | 'path-segment' | 'custom';

export interface KindDefinition {
  kind: string;
  /**
   * API group without the suffix: `''` for the core group, `'networking'` for
   * `networking.<group_suffix>`. Groups that carry no suffix (`apps`, `batch`)
   * set `suffixed: false`.
   */
  group: string;
  suffixed?: boolean;
  version: string;
  namespaced: boolean;
  nameFormat: NameFormat;
  /** The fields below `apiVersion`, `kind` and `metadata`. */
  schema: ObjectNode;
  /** `status` is a subresource of this kind (status is ignored on create and main updates). */
  hasStatusSubresource?: boolean;
  /**
   * The server keeps `status` on create for this kind (a Node registers with its status;
   * a Namespace's status is overwritten later, but rules may still warn about it).
   * Main-resource updates keep the stored status either way.
   */
  keepsStatusOnCreate?: boolean;
  /** apiVersions that once served this kind and are no longer served, e.g. `extensions/v1beta1`. */
  removedVersions?: readonly string[];
  /** Specification section describing the kind; none for kinds checked by their published schema only. */
  spec?: { doc: 'part1' | 'part2' | 'part3'; section: string };
  /**
   * How deeply Plumbline checks the kind: `full` (the default), the kind's own rules of the
   * specification; `schema`, the published schema, object metadata and the rules of shared
   * parts (such as pod volumes) only. The summary counts the two apart.
   */
  coverage?: 'full' | 'schema' | 'custom-resource';
  /**
   * A kind a `DynamicKinds` provider defines (a custom resource): only the `*` rules run on
   * it, never the rules of a built-in kind of the same name.
   */
  dynamic?: boolean;
  /**
   * The required fields of the published schema are reported (`schema/required-field-missing`) even though the
   * coverage is `full`: for kinds whose own rules do not restate every required field (the workload controllers).
   * Kinds of `schema` coverage always get them.
   */
  schemaRequiredFields?: boolean;
  /**
   * The whole object's schema (apiVersion, kind and metadata included) that editors show for hover and completion,
   * when it differs from the decode schema: a custom resource decodes open (its CRD's schema checks it), and this is
   * its CRD's schema.
   */
  editorSchema?: ObjectNode;
  /**
   * `false` for kinds whose metadata the server does not check with `ValidateObjectMeta`
   * (the review kinds, which are never stored, and Binding): the metadata rules skip them.
   */
  validatesObjectMeta?: boolean;
  /**
   * What the API server copies or clears on update before it validates (its
   * `PrepareForUpdate`), applied to a copy of the new object.
   */
  prepareForUpdate?(object: JsonObject, oldObject: JsonObject): void;
  /**
   * The API server's defaulting (`SetDefaults_*`), applied to a copy of the object
   * before validation on create and update, so that rules see what the server sees.
   * `settings` carries the vendor domain and group suffix for defaults that name them.
   */
  applyDefaults?(object: JsonObject, settings: EngineSettings): void;
  /** What the server does to a new object before validation (`PrepareForCreate`), e.g. dropping status. */
  prepareForCreate?(object: JsonObject): void;
  /**
   * The top-level fields whose values `applyDefaults` and `prepareForCreate` change inside (they may set or delete
   * top-level fields at will). On create, `validate` then copies only these fields of the object, not all of it: the
   * data of a Secret or the endpoints of an EndpointSlice are not copied for defaults that never touch them. Absent: the
   * whole object is copied. A kind with neither function needs no list.
   */
  preparedFields?: readonly string[];
}

export function groupOf(definition: Pick<KindDefinition, 'group' | 'suffixed'>, groupSuffix: string): string {
  if (definition.group === '') return '';
  return definition.suffixed === false ? definition.group : `${definition.group}.${groupSuffix}`;
}

export function apiVersionOf(definition: KindDefinition, groupSuffix: string): string {
  const group = groupOf(definition, groupSuffix);
  return group === '' ? definition.version : `${group}/${definition.version}`;
}

export function splitApiVersion(apiVersion: string): { group: string; version: string } {
  const slash = apiVersion.indexOf('/');
  return slash < 0 ? { group: '', version: apiVersion } : { group: apiVersion.slice(0, slash), version: apiVersion.slice(slash + 1) };
}

/** One served built-in kind that Plumbline knows exists but does not check. */
export interface BuiltinKind {
  group: string;
  suffixed?: boolean;
  versions: readonly string[];
  kind: string;
}

/**
 * An apiVersion that once served a kind and no longer does, with the Kubernetes release
 * that stopped serving it. Groups under the suffix are written with `k8s.io`.
 */
export interface RemovedApiVersion {
  apiVersion: string;
  kind: string;
  /** The release that stopped serving it, e.g. `1.16`. */
  removedIn: string;
  /** The apiVersion that serves the kind now; none when the kind itself was removed. */
  use?: string;
  /** What to do instead, when the kind itself was removed. */
  instead?: string;
}

export type Resolution =
  | { status: 'checked'; definition: KindDefinition }
  | { status: 'not-checked'; reason: 'builtin' | 'custom' }
  | { status: 'version-not-served'; servedApiVersion: string; definition?: KindDefinition; removedIn?: string; coreGroup?: boolean }
  | { status: 'kind-removed'; removedIn: string; instead: string }
  | { status: 'unknown-builtin-kind'; group: string };

/** Kubernetes' version order: GA before beta before alpha, higher numbers first (v2 > v1 > v1beta2 > v1beta1 > v1alpha1). */
export function compareVersions(a: string, b: string): number {
  const rank = (v: string): [number, number, number] => {
    const m = /^v(\d+)(?:(alpha|beta)(\d+))?$/.exec(v);
    if (!m) return [-1, 0, 0];
    return [m[2] === undefined ? 2 : m[2] === 'beta' ? 1 : 0, Number(m[1]), Number(m[3] ?? 0)];
  };
  const [x, y] = [rank(a), rank(b)];
  return y[0] - x[0] || y[1] - x[1] || y[2] - x[2];
}

/** How many answers `KindRegistry.resolve` keeps, and the longest apiVersion and kind (together) it keeps one for. */
const RESOLVED_MAX = 4096;
const RESOLVED_MAX_NAME = 512;

/**
 * Registry of kinds keyed by group, version and kind. The group suffix is applied at
 * lookup time so that a configured suffix (`<group_suffix>`) works everywhere.
 */
export class KindRegistry {
  private readonly checked = new Map<string, KindDefinition>();
  private readonly byKindName = new Map<string, KindDefinition[]>();
  private readonly builtins: BuiltinKind[] = [];
  private readonly removed: RemovedApiVersion[] = [];

  constructor(definitions: readonly KindDefinition[], builtins: readonly BuiltinKind[], removed: readonly RemovedApiVersion[] = []) {
    for (const d of definitions) {
      const id = `${d.suffixed === false ? d.group : d.group === '' ? '' : `${d.group}.*`}/${d.version}/${d.kind}`;
      this.checked.set(id, d);
      const list = this.byKindName.get(d.kind) ?? [];
      list.push(d);
      this.byKindName.set(d.kind, list);
    }
    // The newest served version first: it is the one to name when a version is not served.
    for (const list of this.byKindName.values()) list.sort((a, b) => compareVersions(a.version, b.version));
    this.builtins.push(...builtins);
    this.removed.push(...removed);
  }

  get definitions(): KindDefinition[] {
    return [...this.checked.values()];
  }

  /** A kind name the registry knows at all: checked, or a served built-in. */
  isKnownKind(kind: string): boolean {
    return this.byKindName.has(kind) || this.builtins.some((b) => b.kind === kind);
  }

  find(kind: string): KindDefinition[] {
    return this.byKindName.get(kind) ?? [];
  }

  /**
   * Answers already given, by group suffix, apiVersion and kind. Every document asks (the engine twice), a repository
   * holds a handful of kinds, and the registry does not change after it is built. Shared answers: callers do not change
   * them. Emptied at RESOLVED_MAX answers, so that input naming ever new kinds keeps it bounded.
   */
  private readonly resolved = new Map<string, Map<string, Map<string, Resolution>>>();
  private resolvedCount = 0;

  resolve(apiVersion: string, kind: string, groupSuffix: string): Resolution {
    let byVersion = this.resolved.get(groupSuffix);
    const byKind = byVersion?.get(apiVersion);
    const known = byKind?.get(kind);
    if (known) return known;
    const resolution = this.resolveAnew(apiVersion, kind, groupSuffix);
    // The map outlives the documents: it keeps no name longer than a real group, version and kind.
    if (apiVersion.length + kind.length > RESOLVED_MAX_NAME) return resolution;
    if (this.resolvedCount >= RESOLVED_MAX) {
      this.resolved.clear();
      this.resolvedCount = 0;
      byVersion = undefined;
    }
    if (!byVersion) {
      byVersion = new Map();
      this.resolved.set(groupSuffix, byVersion);
    }
    // Copies, for the same reason: an apiVersion or kind cut from a document would keep that document.
    let kinds = byVersion.get(apiVersion);
    if (!kinds) {
      kinds = new Map();
      byVersion.set(keptCopy(apiVersion), kinds);
    }
    kinds.set(keptCopy(kind), resolution);
    this.resolvedCount += 1;
    return resolution;
  }

  private resolveAnew(apiVersion: string, kind: string, groupSuffix: string): Resolution {
    const { group, version } = splitApiVersion(apiVersion);
    const candidates = this.byKindName.get(kind) ?? [];
    for (const d of candidates) {
      if (groupOf(d, groupSuffix) === group && d.version === version) return { status: 'checked', definition: d };
    }
    const suffixed = (v: string): string => v.replace(/\.k8s\.io\//, `.${groupSuffix}/`);
    for (const r of this.removed) {
      if (r.kind !== kind || suffixed(r.apiVersion) !== apiVersion) continue;
      if (r.use === undefined) return { status: 'kind-removed', removedIn: r.removedIn, instead: r.instead ?? '' };
      const served = suffixed(r.use);
      const definition = candidates.find((d) => apiVersionOf(d, groupSuffix) === served);
      return definition
        ? { status: 'version-not-served', servedApiVersion: served, removedIn: r.removedIn, definition }
        : { status: 'version-not-served', servedApiVersion: served, removedIn: r.removedIn };
    }
    // `core/v1`: the core group has no name in apiVersion; a core kind is written `v1`.
    if (group === 'core') {
      const core = candidates.find((d) => d.group === '');
      if (core) return { status: 'version-not-served', servedApiVersion: core.version, definition: core, coreGroup: true };
    }
    for (const d of candidates) {
      const sameGroup = groupOf(d, groupSuffix) === group;
      const removed = (d.removedVersions ?? []).some(
        (v) => v === apiVersion || v.replace(/\.k8s\.io\//, `.${groupSuffix}/`) === apiVersion,
      );
      if (sameGroup || removed) return { status: 'version-not-served', servedApiVersion: apiVersionOf(d, groupSuffix), definition: d };
    }
    const builtinGroups = new Set<string>();
    for (const b of this.builtins) {
      const bGroup = groupOf(b, groupSuffix);
      builtinGroups.add(bGroup);
      if (b.kind !== kind || bGroup !== group) continue;
      if (b.versions.includes(version)) return { status: 'not-checked', reason: 'builtin' };
      const served = b.versions[0] ?? '';
      return { status: 'version-not-served', servedApiVersion: bGroup === '' ? served : `${bGroup}/${served}` };
    }
    for (const d of this.definitions) builtinGroups.add(groupOf(d, groupSuffix));
    // Groups that served built-in kinds once (`extensions`) are the platform's too, and `core` is a common misspelling of the core group.
    for (const r of this.removed) builtinGroups.add(splitApiVersion(suffixed(r.apiVersion)).group);
    builtinGroups.add('core');
    // A kind that the checked set knows under another group: name where it is served.
    // Groups under the suffix are reserved for the platform, so a known kind there is a wrong apiVersion.
    if (candidates.length > 0 && (builtinGroups.has(group) || group.endsWith(`.${groupSuffix}`))) {
      const d = candidates[0]!;
      return { status: 'version-not-served', servedApiVersion: apiVersionOf(d, groupSuffix), definition: d };
    }
    if (builtinGroups.has(group)) return { status: 'unknown-builtin-kind', group };
    return { status: 'not-checked', reason: 'custom' };
  }
}
