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
    .map((p) => ({ name: typeof p.name === 'string' ? p.name : '', port: typeof p.port === 'number' ? p.port : undefined, targetPort: p.targetPort }));
}

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

/**
 * Resources indexed by name and namespace, so that reference rules join large sets in
 * linear time. It answers what `namespacesMatch` answers over a list, in list order:
 * a resource without a namespace matches any namespace.
 */
export class ResourceIndex {
  private readonly byName = new Map<string, SetResource[]>();
  private readonly perNamespace = new Map<string, number>();
  private withoutNamespace = 0;
  readonly size: number;

  constructor(resources: readonly SetResource[]) {
    this.size = resources.length;
    for (const r of resources) {
      if (typeof r.name === 'string') {
        const list = this.byName.get(r.name);
        if (list) list.push(r);
        else this.byName.set(r.name, [r]);
      }
      if (r.namespace) this.perNamespace.set(r.namespace, (this.perNamespace.get(r.namespace) ?? 0) + 1);
      else this.withoutNamespace += 1;
    }
  }

  /** Resources called `name` that may be in the namespace of `other`. */
  named(name: string, other: SetResource): SetResource[] {
    return (this.byName.get(name) ?? []).filter((r) => namespacesMatch(r, other));
  }

  /** Whether any resource may be in the namespace of `other`. */
  anyFor(other: SetResource): boolean {
    if (this.size === 0) return false;
    if (this.withoutNamespace > 0 || !other.namespace) return true;
    return (this.perNamespace.get(other.namespace) ?? 0) > 0;
  }
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
