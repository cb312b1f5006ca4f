import { createRule, formatPath } from '@plumbline/engine';
import { isObject, quoteList } from '../_shared/helpers.js';
import { POD_SPEC_REFS } from './_containers.js';
import { jobSpecOf } from './_job.js';

export default createRule({
  id: 'pod/job-pod-replacement-policy-unsupported',
  meta: {
    kinds: ['Job', 'CronJob'],
    type: 'cross-field',
    severity: 'error',
    reason: 'FieldValueNotSupported',
    messages: {
      unsupported: '`{{path}}` is "{{value}}"; it is one of {{allowed}}{{why}}.',
    },
    docs: {
      description: 'Enforce a supported Job podReplacementPolicy',
      spec: POD_SPEC_REFS,
      details:
        'As the server does (`validatePodReplacementPolicy`, Kubernetes v1.34; JobPodReplacementPolicy is on by default): ' +
        '`podReplacementPolicy` is Failed or TerminatingOrFailed, and only Failed when the Job has a `podFailurePolicy`. An unset ' +
        'policy is defaulted by `SetDefaults_Job` (Failed with a podFailurePolicy, TerminatingOrFailed otherwise).',
    },
  },
  check(ctx) {
    const found = jobSpecOf(ctx.object);
    if (!found) return;
    const value = found.spec.podReplacementPolicy;
    if (typeof value !== 'string') return;
    const withPolicy = isObject(found.spec.podFailurePolicy);
    const allowed = withPolicy ? ['Failed'] : ['Failed', 'TerminatingOrFailed'];
    if (allowed.includes(value)) return;
    const path = [...found.path, 'podReplacementPolicy'];
    const why = withPolicy ? ' when the Job has a podFailurePolicy' : '';
    ctx.report({ messageId: 'unsupported', path, data: { path: formatPath(path), value, allowed: quoteList(allowed), why } });
  },
});
