import type { JsonObject, PathSegment, RuleContext } from '@plumbline/engine';
import { isObject } from '../_shared/helpers.js';
import { VALIDATED_POD_KINDS, podSpecs, volumesOf, type PodSpecAt, type VolumeAt } from '../_shared/pod-template.js';
import { validatesPersistentSource, type Problem } from '../_shared/volume-sources.js';
import { envFor, isDroppedVolume, sharedSourceProblems, type VolumeEnv } from './_checks.js';

/** The kinds of a rule over a volume source that Pod volumes and PersistentVolumes share. */
export const POD_AND_PERSISTENT_KINDS: readonly string[] = [...VALIDATED_POD_KINDS, 'PersistentVolume'];

/**
 * Calls `fn` on every volume of every pod spec the server validates (Pod, PodTemplate,
 * ReplicationController, Deployment, DaemonSet, ReplicaSet, Job, CronJob). Volumes the
 * server drops before validation (image volumes while the ImageVolume gate is off) are skipped.
 */
export function forEachVolume(ctx: RuleContext, fn: (v: VolumeAt, env: VolumeEnv, pod: PodSpecAt) => void): void {
  for (const pod of podSpecs(ctx)) {
    const env = envFor(pod, (name) => ctx.gate(name));
    for (const v of volumesOf(pod)) if (!isDroppedVolume(v.volume, env)) fn(v, env, pod);
  }
}

/**
 * The problems of one volume source that Pod volumes and PersistentVolumes share (hostPath,
 * nfs, iscsi, …): in a PersistentVolume `persistent` runs on `spec.<source>` when the server
 * validates that source; in pod specs the Pod volume variant runs on each volume whose
 * validated source it is.
 */
export function sourceProblems(
  ctx: RuleContext,
  source: string,
  persistent: (src: JsonObject, path: PathSegment[]) => Problem[],
): Problem[] {
  if (ctx.definition.kind === 'PersistentVolume') {
    const spec = ctx.object.spec;
    if (!isObject(spec) || !validatesPersistentSource(spec, source) || !isObject(spec[source])) return [];
    return persistent(spec[source], ['spec', source]);
  }
  const out: Problem[] = [];
  forEachVolume(ctx, (v, env) => out.push(...sharedSourceProblems(v.volume, v.path, env, source)));
  return out;
}
