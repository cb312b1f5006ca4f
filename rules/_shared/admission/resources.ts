import { splitApiVersion, type SetResource } from '@plumbline/engine';
import { builtinSchemaData } from '../generated/builtin-schemas.js';
import { arr, isObject, obj, str } from '../helpers.js';

/**
 * The resource an object is written through, as the API server's REST mapping names it:
 * admission rules match `apiGroups`/`apiVersions`/`resources`, never kinds.
 */
export interface ResourceRef {
  group: string;
  version: string;
  /** Plural, lowercase: `deployments`. */
  resource: string;
  kind: string;
  namespaced: boolean;
}

/** Kind → resource of every built-in kind a v1.34 server serves (the published OpenAPI paths). */
const BUILTIN = new Map<string, { resource: string; namespaced: boolean; versions: string[] }>();
for (const k of builtinSchemaData.kinds) {
  if (!k.resource) continue;
  const key = `${k.group}/${k.kind}`;
  const entry = BUILTIN.get(key);
  if (entry) entry.versions.push(k.version);
  else BUILTIN.set(key, { resource: k.resource, namespaced: k.namespaced, versions: [k.version] });
}

/**
 * Resources that serve the same objects under another group, which `matchPolicy: Equivalent`
 * also matches (the server's equivalent-resource mapping). On a v1.34 server the old groups
 * are no longer served, so a rule naming them matches through this table only.
 */
const EQUIVALENT_GROUPS: Readonly<Record<string, readonly string[]>> = {
  'apps/deployments': ['extensions'],
  'apps/daemonsets': ['extensions'],
  'apps/replicasets': ['extensions'],
  'networking.k8s.io/networkpolicies': ['extensions'],
  'networking.k8s.io/ingresses': ['extensions'],
  'policy/podsecuritypolicies': ['extensions'],
};

/** The other group/resource pairs that serve the same objects. */
export function equivalentGroups(ref: Pick<ResourceRef, 'group' | 'resource'>): readonly string[] {
  return EQUIVALENT_GROUPS[`${ref.group}/${ref.resource}`] ?? [];
}

/**
 * Maps kinds to resources: the built-in table, and the CustomResourceDefinitions found in
 * the run (`spec.names.plural`, `spec.scope`, served versions).
 */
export class ResourceMapper {
  private readonly custom = new Map<string, { resource: string; namespaced: boolean; versions: string[] }>();

  constructor(crds: readonly SetResource[]) {
    for (const crd of crds) {
      const spec = obj(crd.object.spec);
      const names = obj(spec.names);
      const group = str(spec.group);
      const kind = str(names.kind);
      const plural = str(names.plural);
      if (!group || !kind || !plural) continue;
      const versions = arr(spec.versions)
        .filter(isObject)
        .filter((v) => v.served !== false)
        .map((v) => str(v.name))
        .filter((v): v is string => v !== undefined);
      this.custom.set(`${group}/${kind}`, { resource: plural, namespaced: spec.scope !== 'Cluster', versions });
    }
  }

  /** The resource of an object's apiVersion and kind, or undefined when neither table knows the kind. */
  resourceOf(apiVersion: string | undefined, kind: string | undefined): ResourceRef | undefined {
    if (!apiVersion || !kind) return undefined;
    const { group, version } = splitApiVersion(apiVersion);
    const entry = BUILTIN.get(`${group}/${kind}`) ?? this.custom.get(`${group}/${kind}`);
    if (!entry) return undefined;
    return { group, version, resource: entry.resource, kind, namespaced: entry.namespaced };
  }

  /** The resource a `paramKind` names, with its scope (undefined when unknown). */
  paramResource(apiVersion: string | undefined, kind: string | undefined): ResourceRef | undefined {
    return this.resourceOf(apiVersion, kind);
  }

  private readonly others = new Map<string, readonly string[]>();

  /** Versions served for a group/kind (built-in or from a CRD of the run), but `version`: for `matchPolicy: Equivalent`. */
  otherVersions(group: string, kind: string, version: string): readonly string[] {
    const key = `${group}/${kind}/${version}`;
    let known = this.others.get(key);
    if (!known) {
      const all = BUILTIN.get(`${group}/${kind}`)?.versions ?? this.custom.get(`${group}/${kind}`)?.versions ?? [];
      known = all.filter((v) => v !== version);
      this.others.set(key, known);
    }
    return known;
  }
}
