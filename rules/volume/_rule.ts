import { createRule, type JsonObject, type PathSegment, type ObjectRule, type RuleContext, type RuleMeta } from '@plumbline/engine';
import { isObject } from '../_shared/helpers.js';
import { VALIDATED_POD_KINDS, podSpecs, volumesOf, type PodSpecAt, type VolumeAt } from '../_shared/pod-template.js';
import { reportAll, validatesPersistentSource, type Problem } from '../_shared/volume-sources.js';
import { envFor, isDroppedVolume, type VolumeEnv } from './_checks.js';

/**
 * Builds a rule over every volume of every pod spec the server validates (Pod,
 * PodTemplate, ReplicationController, Deployment, DaemonSet, ReplicaSet, Job,
 * CronJob). Volumes the server drops before validation (image volumes while the
 * ImageVolume gate is off) are skipped.
 */
export function volumeRule(
  id: string,
  meta: Omit<RuleMeta, 'kinds' | 'type'> & { type?: RuleMeta['type']; kinds?: readonly string[] },
  check: (v: VolumeAt, env: VolumeEnv, pod: PodSpecAt, ctx: RuleContext) => Problem[],
  persistentVolume?: (spec: JsonObject, ctx: RuleContext) => Problem[],
): ObjectRule {
  return createRule({
    id,
    meta: { ...meta, type: meta.type ?? 'field', kinds: meta.kinds ?? [...VALIDATED_POD_KINDS, ...(persistentVolume ? ['PersistentVolume'] : [])] },
    check(ctx) {
      if (ctx.definition.kind === 'PersistentVolume') {
        if (persistentVolume && isObject(ctx.object.spec)) reportAll(ctx, persistentVolume(ctx.object.spec, ctx));
        return;
      }
      for (const pod of podSpecs(ctx)) {
        const env = envFor(pod, (name) => ctx.gate(name));
        for (const v of volumesOf(pod)) {
          if (isDroppedVolume(v.volume, env)) continue;
          reportAll(ctx, check(v, env, pod, ctx));
        }
      }
    },
  });
}

/** Runs `fn` on the PersistentVolume's `source` when the server validates it. */
export function persistentSource(source: string, fn: (src: JsonObject, path: PathSegment[], ctx: RuleContext) => Problem[]) {
  return (spec: JsonObject, ctx: RuleContext): Problem[] => {
    if (!validatesPersistentSource(spec, source) || !isObject(spec[source])) return [];
    return fn(spec[source] as JsonObject, ['spec', source], ctx);
  };
}
