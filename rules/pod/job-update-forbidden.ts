import { createRule, formatPath, type JsonObject, type RuleContext } from '@plumbline/engine';
import { isObject } from '../_shared/helpers.js';
import { POD_SPEC_REFS } from './_containers.js';
import { isIndexed, jobCounts } from './_job.js';
import { at, firstDifference, semanticEqual, withoutVolumes } from './_update.js';

/** Job spec fields `ValidateJobSpecUpdate` holds immutable, with their defaults (`SetDefaults_Job`). */
const IMMUTABLE: readonly [string, unknown][] = [
  ['completionMode', 'NonIndexed'],
  ['podFailurePolicy', undefined],
  ['backoffLimitPerIndex', undefined],
  ['managedBy', undefined],
  ['successPolicy', undefined],
];

export default createRule({
  id: 'pod/job-update-forbidden',
  meta: {
    kinds: ['Job'],
    type: 'transition',
    severity: 'error',
    reason: 'FieldValueInvalid',
    messages: {
      immutable: '`{{path}}` changes ({{old}} → {{value}}); it is immutable in a Job (create a new Job).',
      completions:
        '`spec.completions` changes ({{old}} → {{value}}) but differs from `spec.parallelism` ({{parallelism}}); an Indexed Job may ' +
        'change completions only together with parallelism, to the same value.',
      template: "`spec.template` changes at `{{field}}`; a Job's pod template is immutable{{allowed}} (create a new Job).",
    },
    docs: {
      description: 'Disallow changes to the immutable fields of an existing Job',
      spec: POD_SPEC_REFS,
      details: [
        'As the server does (`ValidateJobSpecUpdate`, `validateCompletions`, `validatePodTemplateUpdate`, and the options of ' +
          '`validationOptionsForJob` in `pkg/registry/batch/job/strategy.go`, Kubernetes v1.34): `completionMode`, ' +
          '`podFailurePolicy`, `backoffLimitPerIndex`, `managedBy` and `successPolicy` are immutable ("field is immutable", compared ' +
          'with their defaults). `completions` is immutable for a NonIndexed Job; an Indexed Job (ElasticIndexedJob, on by default) ' +
          'may change it only to the value of `parallelism` in the same update.',
        '`spec.template` is immutable (Invalid at `spec.template`; the message names the first field that differs), except that a ' +
          'Job stored suspended (`spec.suspend: true`) that never started (no `status.startTime`) may change its node affinity, ' +
          'node selector, tolerations, scheduling gates and template labels and annotations. The volumes and volume mounts are left ' +
          'to `volume/job-template-volumes-immutable`; the selector to `pod/selector-immutable`.',
      ].join('\n\n'),
    },
  },
  check(ctx) {
    const old = ctx.oldObject;
    if (!old || !isObject(ctx.object.spec) || !isObject(old.spec)) return;
    const spec = ctx.object.spec;
    const oldSpec = old.spec;
    const text = (v: unknown) => (v === undefined || v === null ? 'unset' : JSON.stringify(v));
    const now = jobCounts(spec);
    const before = jobCounts(oldSpec);
    if (now.completions !== before.completions) {
      const data = { path: 'spec.completions', old: text(before.completions), value: text(now.completions), parallelism: now.parallelism };
      if (!isIndexed(spec)) ctx.report({ messageId: 'immutable', path: ['spec', 'completions'], data });
      // An Indexed Job without completions is reported by the create validation (completions required).
      else if (now.completions !== undefined && now.completions !== now.parallelism) {
        ctx.report({ messageId: 'completions', path: ['spec', 'completions'], data });
      }
    }
    checkTemplate(ctx, spec, oldSpec, old);
    for (const [field, fallback] of IMMUTABLE) {
      const value = spec[field] ?? fallback;
      const was = oldSpec[field] ?? fallback;
      if (semanticEqual(value, was)) continue;
      ctx.report({ messageId: 'immutable', path: ['spec', field], data: { path: `spec.${field}`, old: text(was), value: text(value) } });
    }
  },
});

function checkTemplate(ctx: RuleContext, spec: JsonObject, oldSpec: JsonObject, old: JsonObject) {
  const template = isObject(spec.template) ? spec.template : {};
  const oldTemplate = isObject(oldSpec.template) ? oldSpec.template : {};
  const podSpec = withoutVolumes(isObject(template.spec) ? template.spec : {});
  const oldPodSpec = withoutVolumes(isObject(oldTemplate.spec) ? oldTemplate.spec : {});
  let oldMeta: unknown = oldTemplate.metadata;
  const mutable = oldSpec.suspend === true && at(old, ['status', 'startTime']) === undefined;
  if (mutable) {
    // The scheduling directives of a suspended Job that never started take the new values.
    for (const key of ['nodeSelector', 'tolerations', 'schedulingGates']) oldPodSpec[key] = podSpec[key];
    const affinity = isObject(podSpec.affinity) ? podSpec.affinity : undefined;
    const oldAffinity = isObject(oldPodSpec.affinity) ? oldPodSpec.affinity : undefined;
    if (!affinity && oldAffinity) {
      const rest: JsonObject = { ...oldAffinity };
      delete rest.nodeAffinity;
      oldPodSpec.affinity = Object.keys(rest).length === 0 ? undefined : rest;
    } else if (affinity) {
      oldPodSpec.affinity = { ...(oldAffinity ?? {}), nodeAffinity: affinity.nodeAffinity };
    }
    const meta = isObject(template.metadata) ? template.metadata : {};
    oldMeta = { ...(isObject(oldMeta) ? oldMeta : {}), labels: meta.labels, annotations: meta.annotations };
  }
  const difference =
    firstDifference(template.metadata, oldMeta, ['spec', 'template', 'metadata']) ??
    firstDifference(podSpec, oldPodSpec, ['spec', 'template', 'spec']);
  if (!difference) return;
  const allowed = mutable ? '' : ' (a Job stored suspended that never started may change its scheduling directives)';
  ctx.report({ messageId: 'template', path: ['spec', 'template'], data: { field: formatPath(difference), allowed } });
}
