import { createRule, dns1123Label, formatPath, type PathSegment, type RuleContext } from '@plumbline/engine';
import { isObject } from '../_shared/helpers.js';
import { POD_SPEC_REFS } from './_containers.js';
import { isIndexed, jobCounts, jobSpecOf } from './_job.js';

/** Limits of `validateJobSpec` (Kubernetes v1.34). */
const MAX_INDEXED_PARALLELISM = 100_000;
const MAX_FAILED_INDEXES = 100_000;
const COMPLETIONS_SOFT_LIMIT = 100_000;
const HIGH_COMPLETIONS_PARALLELISM = 10_000;
const HIGH_COMPLETIONS_FAILED_INDEXES = 10_000;

export default createRule({
  id: 'pod/job-completion-mode-invalid',
  meta: {
    kinds: ['Job', 'CronJob'],
    type: 'cross-field',
    severity: 'error',
    reason: 'FieldValueInvalid',
    messages: {
      mode: '`{{path}}` is "{{value}}"; it is one of "NonIndexed", "Indexed".',
      completionsRequired: '`{{path}}` is missing; an Indexed Job needs completions (it is not defaulted when parallelism is set).',
      tooLarge: '`{{path}}` is {{value}}; it must be at most {{max}} {{when}}.',
      overCompletions: '`{{path}}` is {{value}}, above `completions` ({{completions}}); at most every index can fail.',
      needsIndexed: '`{{path}}` is set, but `completionMode` is {{mode}}; per-index backoff needs `completionMode: Indexed`.',
      backoffRequired: '`{{path}}` is missing; `maxFailedIndexes` is set, and counts indexes that fail their `backoffLimitPerIndex`.',
      maxFailedRequired:
        '`{{path}}` is missing; an Indexed Job with more than {{limit}} completions and a backoffLimitPerIndex must set it.',
      hostname:
        '`metadata.name` "{{name}}" with {{completions}} completions gives the last pod the hostname "{{hostname}}", which is not ' +
        'a DNS label ({{problem}}); shorten the name.',
    },
    docs: {
      description: 'Enforce the completion mode rules of a Job: Indexed needs completions, per-index limits need Indexed',
      spec: POD_SPEC_REFS,
      details:
        'As the server does (`validateJobSpec` and `ValidateJob`, Kubernetes v1.34), for a Job and the job template of a CronJob: ' +
        '`completionMode` is NonIndexed (the default) or Indexed (NotSupported otherwise). An Indexed Job needs `completions` ' +
        '(Required; `SetDefaults_Job` sets completions and parallelism to 1 only when both are unset), a `parallelism` of at most ' +
        '100000, a `maxFailedIndexes` of at most `completions` and at most 100000; above 100000 completions with ' +
        '`backoffLimitPerIndex` it needs `maxFailedIndexes` (Required), and parallelism and maxFailedIndexes of at most 10000. A ' +
        'NonIndexed Job may not set `backoffLimitPerIndex` or `maxFailedIndexes`; `maxFailedIndexes` needs `backoffLimitPerIndex` ' +
        '(Required). For an Indexed Job (not a CronJob template) the last pod hostname, `<name>-<completions - 1>`, must be a DNS ' +
        'label (Invalid at `metadata.name`).',
    },
  },
  check(ctx) {
    const found = jobSpecOf(ctx.object);
    if (!found) return;
    const { spec, path: base } = found;
    const p = (field: string): PathSegment[] => [...base, field];
    const num = (field: string): number | undefined => (typeof spec[field] === 'number' ? (spec[field] as number) : undefined);
    const mode = spec.completionMode;
    if (typeof mode === 'string' && mode !== 'NonIndexed' && mode !== 'Indexed') {
      const path = p('completionMode');
      ctx.report({ messageId: 'mode', path, reason: 'FieldValueNotSupported', data: { path: formatPath(path), value: mode } });
    }
    const perIndex = num('backoffLimitPerIndex');
    const maxFailed = num('maxFailedIndexes');
    if (maxFailed !== undefined && perIndex === undefined) {
      const path = p('backoffLimitPerIndex');
      ctx.report({ messageId: 'backoffRequired', path, reason: 'FieldValueRequired', data: { path: formatPath(path) } });
    }
    const tooLarge = (field: string, value: number, max: number, when: string) => {
      const path = p(field);
      ctx.report({ messageId: 'tooLarge', path, data: { path: formatPath(path), value, max, when } });
    };
    if (isIndexed(spec)) {
      const { completions } = jobCounts(spec);
      const parallelism = num('parallelism');
      if (completions === undefined) {
        const path = p('completions');
        ctx.report({ messageId: 'completionsRequired', path, reason: 'FieldValueRequired', data: { path: formatPath(path) } });
      }
      if (parallelism !== undefined && parallelism > MAX_INDEXED_PARALLELISM) {
        tooLarge('parallelism', parallelism, MAX_INDEXED_PARALLELISM, 'when completion mode is Indexed');
      }
      if (completions !== undefined && maxFailed !== undefined && maxFailed > completions) {
        const path = p('maxFailedIndexes');
        ctx.report({ messageId: 'overCompletions', path, data: { path: formatPath(path), value: maxFailed, completions } });
      }
      if (maxFailed !== undefined && maxFailed > MAX_FAILED_INDEXES)
        tooLarge('maxFailedIndexes', maxFailed, MAX_FAILED_INDEXES, 'in an Indexed Job');
      if (completions !== undefined && completions > COMPLETIONS_SOFT_LIMIT && perIndex !== undefined) {
        const when = `when completions are above ${COMPLETIONS_SOFT_LIMIT} with a backoffLimitPerIndex`;
        if (maxFailed === undefined) {
          const path = p('maxFailedIndexes');
          const data = { path: formatPath(path), limit: COMPLETIONS_SOFT_LIMIT };
          ctx.report({ messageId: 'maxFailedRequired', path, reason: 'FieldValueRequired', data });
        }
        if (parallelism !== undefined && parallelism > HIGH_COMPLETIONS_PARALLELISM) {
          tooLarge('parallelism', parallelism, HIGH_COMPLETIONS_PARALLELISM, when);
        }
        if (maxFailed !== undefined && maxFailed > HIGH_COMPLETIONS_FAILED_INDEXES) {
          tooLarge('maxFailedIndexes', maxFailed, HIGH_COMPLETIONS_FAILED_INDEXES, when);
        }
      }
      checkHostname(ctx, completions);
    } else if (mode === undefined || mode === null || mode === 'NonIndexed') {
      const modeText = mode === 'NonIndexed' ? 'NonIndexed' : 'unset (NonIndexed)';
      for (const field of ['backoffLimitPerIndex', 'maxFailedIndexes']) {
        if (num(field) === undefined) continue;
        const path = p(field);
        ctx.report({ messageId: 'needsIndexed', path, data: { path: formatPath(path), mode: modeText } });
      }
    }
  },
});

function checkHostname(ctx: RuleContext, completions: number | undefined): void {
  if (ctx.object.kind !== 'Job' || completions === undefined || completions <= 0) return;
  const name = isObject(ctx.object.metadata) ? ctx.object.metadata.name : undefined;
  if (typeof name !== 'string' || name === '') return;
  const hostname = `${name}-${completions - 1}`;
  const problems = dns1123Label(hostname);
  if (problems.length === 0) return;
  ctx.report({ messageId: 'hostname', path: ['metadata', 'name'], data: { name, completions, hostname, problem: problems[0]! } });
}
