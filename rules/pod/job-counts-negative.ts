import { createRule, formatPath } from '@plumbline/engine';
import { isObject } from '../_shared/helpers.js';
import { POD_SPEC_REFS } from './_containers.js';

/** The Job spec fields `validateJobSpec` bounds below by 0 when they are set, in its order. */
const NON_NEGATIVE = [
  'parallelism',
  'completions',
  'activeDeadlineSeconds',
  'backoffLimit',
  'ttlSecondsAfterFinished',
  'backoffLimitPerIndex',
  'maxFailedIndexes',
] as const;

export default createRule({
  id: 'pod/job-counts-negative',
  meta: {
    kinds: ['Job', 'CronJob'],
    type: 'field',
    severity: 'error',
    reason: 'FieldValueInvalid',
    messages: {
      negative: '`{{path}}` is {{value}}; it must be 0 or more.',
    },
    docs: {
      description: 'Disallow negative Job counts, limits and deadlines',
      spec: POD_SPEC_REFS,
      details:
        'As the server does (`validateJobSpec` with `ValidateNonnegativeField`, Kubernetes v1.34), for a Job and for the ' +
        'job template of a CronJob: `parallelism`, `completions`, `activeDeadlineSeconds`, `backoffLimit`, ' +
        '`ttlSecondsAfterFinished`, `backoffLimitPerIndex` and `maxFailedIndexes` are 0 or more when set. The Job ' +
        'validation accepts an `activeDeadlineSeconds` of 0 (the pod-spec field of the same name must be at least 1; that ' +
        'is a different field).',
    },
  },
  check(ctx) {
    const base = ctx.object.kind === 'CronJob' ? ['spec', 'jobTemplate', 'spec'] : ['spec'];
    let spec: unknown = ctx.object;
    for (const key of base) spec = isObject(spec) ? spec[key] : undefined;
    if (!isObject(spec)) return;
    for (const field of NON_NEGATIVE) {
      const value = spec[field];
      if (typeof value === 'number' && value < 0) {
        const path = [...base, field];
        ctx.report({ messageId: 'negative', path, data: { path: formatPath(path), value } });
      }
    }
  },
});
