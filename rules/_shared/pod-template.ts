import type { JsonObject, PathSegment, RuleContext } from '@plumbline/engine';
import { arr, isObject } from './helpers.js';

/**
 * Where a pod spec sits in each kind that carries one, and small walkers over the
 * volumes and volume mounts of those pod specs. Rules about Pod volumes run on every
 * such kind and report full API paths (`spec.template.spec.volumes[0].name`).
 */

/** Kinds with an embedded pod spec, and the path of that pod spec. */
export const POD_SPEC_PATHS: Readonly<Record<string, readonly string[]>> = {
  Pod: ['spec'],
  PodTemplate: ['template', 'spec'],
  ReplicationController: ['spec', 'template', 'spec'],
  Deployment: ['spec', 'template', 'spec'],
  StatefulSet: ['spec', 'template', 'spec'],
  DaemonSet: ['spec', 'template', 'spec'],
  ReplicaSet: ['spec', 'template', 'spec'],
  Job: ['spec', 'template', 'spec'],
  CronJob: ['spec', 'jobTemplate', 'spec', 'template', 'spec'],
};

/** Kinds whose pod spec the API server validates (StatefulSet templates are not validated by the server). */
export const VALIDATED_POD_KINDS = [
  'Pod',
  'PodTemplate',
  'ReplicationController',
  'Deployment',
  'DaemonSet',
  'ReplicaSet',
  'Job',
  'CronJob',
] as const;
export const POD_KINDS = [...VALIDATED_POD_KINDS, 'StatefulSet'] as const;

export interface PodSpecAt {
  spec: JsonObject;
  path: PathSegment[];
  /** The Pod's own name, when the object is a Pod (ephemeral claim names derive from it). */
  podName?: string;
  /** Names of StatefulSet volume claim templates (they may be mounted like volumes). */
  claimTemplateNames: string[];
}

const templateOnly = new WeakSet<object>();

/**
 * Marks a derived rule context as a check of an unvalidated pod template (a
 * StatefulSet's): `podSpecs` then yields the StatefulSet template too.
 */
export function markTemplateCheck<T extends object>(ctx: T): T {
  templateOnly.add(ctx);
  return ctx;
}

/** The pod spec of the validated object, if its kind has one the server validates (or the context is a template check). */
export function podSpecs(ctx: RuleContext): PodSpecAt[] {
  const kind = ctx.definition.kind;
  if (kind === 'StatefulSet' && !templateOnly.has(ctx)) return [];
  return podSpecOf(ctx.object, kind);
}

export function podSpecOf(object: JsonObject, kind: string): PodSpecAt[] {
  const path = POD_SPEC_PATHS[kind];
  if (!path) return [];
  let value: unknown = object;
  for (const step of path) {
    if (!isObject(value)) return [];
    value = value[step];
  }
  if (!isObject(value)) return [];
  const meta = object.metadata;
  const podName = kind === 'Pod' && isObject(meta) && typeof meta.name === 'string' && meta.name !== '' ? meta.name : undefined;
  const claimTemplateNames: string[] = [];
  if (kind === 'StatefulSet' && isObject(object.spec)) {
    for (const t of arr(object.spec.volumeClaimTemplates)) {
      if (isObject(t) && isObject(t.metadata) && typeof t.metadata.name === 'string') claimTemplateNames.push(t.metadata.name);
    }
  }
  return [{ spec: value, path: [...path], ...(podName ? { podName } : {}), claimTemplateNames }];
}

export interface VolumeAt {
  volume: JsonObject;
  path: PathSegment[];
  index: number;
}

/** Each volume of a pod spec, with its path. */
export function volumesOf(at: PodSpecAt): VolumeAt[] {
  const out: VolumeAt[] = [];
  arr(at.spec.volumes).forEach((volume, index) => {
    if (isObject(volume)) out.push({ volume, path: [...at.path, 'volumes', index], index });
  });
  return out;
}

export interface MountAt {
  mount: JsonObject;
  path: PathSegment[];
  /** `containers`, `initContainers` or `ephemeralContainers`. */
  list: 'containers' | 'initContainers' | 'ephemeralContainers';
  containerIndex: number;
}

/** Each volume mount of every container (init, regular and ephemeral), with its path. */
export function mountsOf(at: PodSpecAt): MountAt[] {
  const out: MountAt[] = [];
  for (const list of ['containers', 'initContainers', 'ephemeralContainers'] as const) {
    arr(at.spec[list]).forEach((container, containerIndex) => {
      if (!isObject(container)) return;
      arr(container.volumeMounts).forEach((mount, i) => {
        if (isObject(mount)) out.push({ mount, path: [...at.path, list, containerIndex, 'volumeMounts', i], list, containerIndex });
      });
    });
  }
  return out;
}

/** Every pod spec's volumes in the validated object. */
export function eachVolume(ctx: RuleContext, fn: (v: VolumeAt, pod: PodSpecAt) => void): void {
  for (const pod of podSpecs(ctx)) for (const v of volumesOf(pod)) fn(v, pod);
}
