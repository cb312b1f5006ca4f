import type { EngineSettings } from './settings.js';
import type { ObjectNode } from './schema.js';
import type { JsonObject } from './types.js';

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
  /** Specification section describing the kind. */
  spec: { doc: 'part1' | 'part2' | 'part3'; section: string };
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

export type Resolution =
  | { status: 'checked'; definition: KindDefinition }
  | { status: 'not-checked'; reason: 'builtin' | 'custom' }
  | { status: 'version-not-served'; servedApiVersion: string; definition?: KindDefinition }
  | { status: 'unknown-builtin-kind'; group: string };

/**
 * Registry of kinds keyed by group, version and kind. The group suffix is applied at
 * lookup time so that a configured suffix (`<group_suffix>`) works everywhere.
 */
export class KindRegistry {
  private readonly checked = new Map<string, KindDefinition>();
  private readonly byKindName = new Map<string, KindDefinition[]>();
  private readonly builtins: BuiltinKind[] = [];

  constructor(definitions: readonly KindDefinition[], builtins: readonly BuiltinKind[]) {
    for (const d of definitions) {
      const id = `${d.suffixed === false ? d.group : d.group === '' ? '' : `${d.group}.*`}/${d.version}/${d.kind}`;
      this.checked.set(id, d);
      const list = this.byKindName.get(d.kind) ?? [];
      list.push(d);
      this.byKindName.set(d.kind, list);
    }
    this.builtins.push(...builtins);
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

  resolve(apiVersion: string, kind: string, groupSuffix: string): Resolution {
    const { group, version } = splitApiVersion(apiVersion);
    const candidates = this.byKindName.get(kind) ?? [];
    for (const d of candidates) {
      if (groupOf(d, groupSuffix) === group && d.version === version) return { status: 'checked', definition: d };
    }
    for (const d of candidates) {
      const sameGroup = groupOf(d, groupSuffix) === group;
      const removed = (d.removedVersions ?? []).some((v) => v === apiVersion || v.replace(/\.k8s\.io\//, `.${groupSuffix}/`) === apiVersion);
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
