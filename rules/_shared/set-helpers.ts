import type { JsonObject, SetResource } from '@plumbline/engine';
import { arr, isObject, obj } from './helpers.js';

/**
 * Helpers of the reference rules. A resource without `metadata.namespace` may be
 * applied to any namespace (`kubectl apply -n`, kustomize, Helm), so its namespace is
 * unknown and matches every namespace: the rules stay silent rather than guess.
 */
export function namespacesMatch(a: SetResource, b: SetResource): boolean {
  return a.namespace === undefined || b.namespace === undefined || a.namespace === '' || b.namespace === '' || a.namespace === b.namespace;
}

export function namespaceText(r: SetResource): string {
  return r.namespace ? `namespace "${r.namespace}"` : 'an unspecified namespace';
}

/** Ports of a Service: name ('' when unnamed) and number. */
export function servicePorts(service: SetResource): { name: string; port: number | undefined; targetPort: unknown }[] {
  return arr(obj(service.object.spec).ports)
    .filter(isObject)
    .map((p) => ({
      name: typeof p.name === 'string' ? p.name : '',
      port: typeof p.port === 'number' ? p.port : undefined,
      targetPort: p.targetPort,
    }));
}

/**
 * A function of a list of resources, computed once per list. `ResourceIndex.named` gives the
 * same list for the same name and namespace, so a thousand slices or backends that name one
 * Service cost one computation, and a large set stays linear.
 */
export function perList<T>(fn: (list: readonly SetResource[]) => T): (list: readonly SetResource[]) => T {
  const memo = new WeakMap<readonly SetResource[], T>();
  return (list) => {
    if (memo.has(list)) return memo.get(list)!;
    const value = fn(list);
    memo.set(list, value);
    return value;
  };
}

/** The ports of every Service of a list. */
export const portsOfAll = perList((services) => services.flatMap((s) => servicePorts(s)));

export function isExternalName(service: SetResource): boolean {
  return obj(service.object.spec).type === 'ExternalName';
}

/** A pod template found in a workload of the set, with where it sits in its resource. */
export interface PodTemplate {
  resource: SetResource;
  labels: Record<string, unknown>;
  spec: JsonObject;
}

const WORKLOADS: readonly { group: string; kind: string; template: readonly string[] }[] = [
  { group: '', kind: 'Pod', template: [] },
  { group: '', kind: 'PodTemplate', template: ['template'] },
  { group: '', kind: 'ReplicationController', template: ['spec', 'template'] },
  { group: 'apps', kind: 'Deployment', template: ['spec', 'template'] },
  { group: 'apps', kind: 'StatefulSet', template: ['spec', 'template'] },
  { group: 'apps', kind: 'DaemonSet', template: ['spec', 'template'] },
  { group: 'apps', kind: 'ReplicaSet', template: ['spec', 'template'] },
  { group: 'batch', kind: 'Job', template: ['spec', 'template'] },
  { group: 'batch', kind: 'CronJob', template: ['spec', 'jobTemplate', 'spec', 'template'] },
];

/** Kinds `podTemplates` reads, for the `reads` of the rules that use it. */
export const WORKLOAD_KINDS: readonly string[] = WORKLOADS.map((w) => w.kind);

/** The fields `podTemplates` and `containerPortNames` read of each workload kind, for the `readFields` of the rules that use them. */
export const WORKLOAD_FIELDS: Readonly<Record<string, readonly (readonly string[])[]>> = Object.fromEntries(
  WORKLOADS.map((w) => [
    w.kind,
    [
      [...w.template, 'metadata', 'labels'],
      [...w.template, 'spec', 'containers', '*', 'ports'],
      [...w.template, 'spec', 'initContainers', '*', 'ports'],
    ],
  ]),
);

/** Per workload kind, the given paths under its pod spec, for the `readFields` of rules that read pod specs. */
export function podSpecFields(paths: readonly (readonly string[])[]): Readonly<Record<string, readonly (readonly string[])[]>> {
  return Object.fromEntries(WORKLOADS.map((w) => [w.kind, paths.map((p) => [...w.template, 'spec', ...p])]));
}

export function podTemplates(ofKind: (kind: string, group: string) => SetResource[]): PodTemplate[] {
  const out: PodTemplate[] = [];
  for (const w of WORKLOADS) {
    for (const resource of ofKind(w.kind, w.group)) {
      let node: unknown = resource.object;
      for (const step of w.template) node = obj(node)[step];
      if (!isObject(node)) continue;
      out.push({ resource, labels: obj(obj(node.metadata).labels), spec: obj(node.spec) });
    }
  }
  return out;
}

/** Names of the container ports a pod template declares (containers and init containers). */
export function containerPortNames(spec: JsonObject): Set<string> {
  const names = new Set<string>();
  for (const list of ['containers', 'initContainers']) {
    for (const c of arr(spec[list])) {
      for (const p of arr(obj(c).ports)) if (isObject(p) && typeof p.name === 'string') names.add(p.name);
    }
  }
  return names;
}

const indexes = new WeakMap<readonly SetResource[], ResourceIndex>();

/**
 * The index of a list of resources, built once per list: in one set pass every rule gets the same list for the same
 * kind (`ctx.ofKind`), and several rules index the Services. The index only answers questions, so sharing it is safe.
 */
export function indexOf(resources: readonly SetResource[]): ResourceIndex {
  let index = indexes.get(resources);
  if (!index) {
    index = new ResourceIndex(resources);
    indexes.set(resources, index);
  }
  return index;
}

/**
 * Resources indexed by name and namespace, so that reference rules join large sets in
 * linear time. It answers what `namespacesMatch` answers over a list, in list order:
 * a resource without a namespace matches any namespace.
 */
export class ResourceIndex {
  /** By name: all of them, those of each namespace, and those without a namespace (which match any). */
  private readonly byName = new Map<string, { all: SetResource[]; byNamespace: Map<string, SetResource[]>; anywhere: SetResource[] }>();
  private readonly position = new Map<SetResource, number>();
  /** Answers of `named` by name and namespace: the same list object for the same question, so derived data can be kept per list. */
  private readonly answers = new Map<string, SetResource[]>();
  private readonly perNamespace = new Map<string, number>();
  private withoutNamespace = 0;
  readonly size: number;

  constructor(resources: readonly SetResource[]) {
    this.size = resources.length;
    resources.forEach((r, i) => {
      this.position.set(r, i);
      if (typeof r.name === 'string') {
        let entry = this.byName.get(r.name);
        if (!entry) {
          entry = { all: [], byNamespace: new Map(), anywhere: [] };
          this.byName.set(r.name, entry);
        }
        entry.all.push(r);
        if (r.namespace) {
          const list = entry.byNamespace.get(r.namespace);
          if (list) list.push(r);
          else entry.byNamespace.set(r.namespace, [r]);
        } else entry.anywhere.push(r);
      }
      if (r.namespace) this.perNamespace.set(r.namespace, (this.perNamespace.get(r.namespace) ?? 0) + 1);
      else this.withoutNamespace += 1;
    });
  }

  /**
   * Resources called `name` that may be in the namespace of `other` (see `namespacesMatch`),
   * in the order given: looked up, not scanned, so that a large set stays linear.
   */
  named(name: string, other: SetResource): SetResource[] {
    const entry = this.byName.get(name);
    if (!entry) return [];
    if (!other.namespace) return entry.all;
    const inNamespace = entry.byNamespace.get(other.namespace) ?? [];
    if (entry.anywhere.length === 0) return inNamespace;
    if (inNamespace.length === 0) return entry.anywhere;
    const key = `${name}\u0000${other.namespace}`;
    const known = this.answers.get(key);
    if (known) return known;
    // Both: merge back into the original order.
    const merged: SetResource[] = [];
    let i = 0;
    let j = 0;
    while (i < inNamespace.length || j < entry.anywhere.length) {
      const a = inNamespace[i];
      const b = entry.anywhere[j];
      if (b === undefined || (a !== undefined && this.position.get(a)! < this.position.get(b)!)) {
        merged.push(a!);
        i += 1;
      } else {
        merged.push(b);
        j += 1;
      }
    }
    this.answers.set(key, merged);
    return merged;
  }

  /** Whether any resource may be in the namespace of `other`. */
  anyFor(other: SetResource): boolean {
    if (this.size === 0) return false;
    if (this.withoutNamespace > 0 || !other.namespace) return true;
    return (this.perNamespace.get(other.namespace) ?? 0) > 0;
  }
}

/**
 * Pod templates by each of their written labels (`key=value`), so that a selector rule looks only at the templates
 * carrying one of its `matchLabels` pairs: linear in large sets instead of selectors × templates.
 */
export function templatesByLabel(templates: readonly PodTemplate[]): Map<string, PodTemplate[]> {
  const byLabel = new Map<string, PodTemplate[]>();
  for (const t of templates) {
    for (const [k, v] of Object.entries(t.labels)) {
      const id = `${k}=${String(v)}`;
      const list = byLabel.get(id);
      if (list) list.push(t);
      else byLabel.set(id, [t]);
    }
  }
  return byLabel;
}

/** Whether any pod template could be in the namespace of a resource (a template without a namespace could be in any). */
export function anyTemplateNear(templates: readonly PodTemplate[]): (other: SetResource) => boolean {
  const namespaces = new Set<string>();
  let anywhere = false;
  for (const t of templates) {
    if (t.resource.namespace) namespaces.add(t.resource.namespace);
    else anywhere = true;
  }
  return (other) => (other.namespace ? anywhere || namespaces.has(other.namespace) : templates.length > 0);
}

/** Pod templates grouped by namespace, returned in their original order for a resource. */
export function templatesByNamespace(templates: readonly PodTemplate[]): (other: SetResource) => PodTemplate[] {
  const grouped = new Map<string, PodTemplate[]>();
  const anywhere: PodTemplate[] = [];
  const order = new Map<PodTemplate, number>();
  templates.forEach((t, i) => {
    order.set(t, i);
    const ns = t.resource.namespace;
    if (!ns) anywhere.push(t);
    else {
      const list = grouped.get(ns);
      if (list) list.push(t);
      else grouped.set(ns, [t]);
    }
  });
  return (other) => {
    if (!other.namespace) return [...templates];
    const inNamespace = grouped.get(other.namespace) ?? [];
    if (anywhere.length === 0) return inNamespace;
    return [...inNamespace, ...anywhere].sort((a, b) => order.get(a)! - order.get(b)!);
  };
}
