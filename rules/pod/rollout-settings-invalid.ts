import { createRule, formatPath } from '@plumbline/engine';
import { isObject } from '../_shared/helpers.js';
import { POD_SPEC_REFS } from './_containers.js';

/** Which counters each controller's validation bounds below by 0, as the server names them. */
const NON_NEGATIVE: Readonly<Record<string, readonly string[]>> = {
  Deployment: ['minReadySeconds', 'revisionHistoryLimit', 'progressDeadlineSeconds'],
  DaemonSet: ['minReadySeconds', 'revisionHistoryLimit'],
  ReplicaSet: ['minReadySeconds'],
};

/** `SetDefaults_Deployment` sets an unset `progressDeadlineSeconds` to 600 before validation. */
const DEFAULT_PROGRESS_DEADLINE = 600;

export default createRule({
  id: 'pod/rollout-settings-invalid',
  meta: {
    kinds: ['Deployment', 'DaemonSet', 'ReplicaSet'],
    type: 'field',
    severity: 'error',
    reason: 'FieldValueInvalid',
    messages: {
      negative: '`{{path}}` is {{value}}; it must be 0 or more.',
      deadline: '`spec.progressDeadlineSeconds` is {{value}}, not more than `spec.minReadySeconds` ({{minReady}}); it must be greater.',
      deadlineDefault:
        '`spec.progressDeadlineSeconds` is unset and defaults to 600, not more than `spec.minReadySeconds` ({{minReady}}); ' +
        'set it above `minReadySeconds`.',
    },
    docs: {
      description: 'Enforce non-negative rollout settings and a progress deadline above minReadySeconds',
      spec: POD_SPEC_REFS,
      details:
        'As the server does (Kubernetes v1.34): `ValidateDeploymentSpec` bounds `minReadySeconds`, `revisionHistoryLimit` ' +
        'and `progressDeadlineSeconds` below by 0 and requires `progressDeadlineSeconds` to be greater than ' +
        '`minReadySeconds` (an unset deadline is defaulted to 600 by `SetDefaults_Deployment` first, so a `minReadySeconds` ' +
        'of 600 or more needs an explicit, larger deadline); `ValidateDaemonSetSpec` bounds `minReadySeconds` and ' +
        '`revisionHistoryLimit`, and `ValidateReplicaSetSpec` bounds `minReadySeconds`.',
    },
  },
  check(ctx) {
    const spec = ctx.object.spec;
    if (!isObject(spec)) return;
    for (const field of NON_NEGATIVE[ctx.object.kind as string] ?? []) {
      const value = spec[field];
      if (typeof value === 'number' && value < 0) {
        const path = ['spec', field];
        ctx.report({ messageId: 'negative', path, data: { path: formatPath(path), value } });
      }
    }
    if (ctx.object.kind !== 'Deployment') return;
    const minReady = typeof spec.minReadySeconds === 'number' ? spec.minReadySeconds : 0;
    const deadline = spec.progressDeadlineSeconds;
    const path = ['spec', 'progressDeadlineSeconds'];
    if (typeof deadline === 'number') {
      if (deadline <= minReady) ctx.report({ messageId: 'deadline', path, data: { value: deadline, minReady } });
    } else if ((deadline === undefined || deadline === null) && DEFAULT_PROGRESS_DEADLINE <= minReady) {
      ctx.report({ messageId: 'deadlineDefault', path, data: { minReady } });
    }
  },
});
