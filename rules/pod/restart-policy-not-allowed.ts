import { createRule, formatPath } from '@plumbline/engine';
import { quoteList } from '../_shared/helpers.js';
import { POD_KINDS, podSpecOf } from '../_shared/pod-template.js';
import { POD_SPEC_REFS } from './_containers.js';

/** Kinds whose pods are restarted forever: their validation accepts only `Always`. */
const ALWAYS_OWNERS: ReadonlySet<string> = new Set(['ReplicationController', 'Deployment', 'ReplicaSet', 'DaemonSet', 'StatefulSet']);
/** Kinds whose pods run to completion. */
const JOB_OWNERS: ReadonlySet<string> = new Set(['Job', 'CronJob']);
const POD_POLICIES = ['Always', 'OnFailure', 'Never'];
const JOB_POLICIES = ['OnFailure', 'Never'];

export default createRule({
  id: 'pod/restart-policy-not-allowed',
  meta: {
    kinds: [...POD_KINDS],
    type: 'field',
    severity: 'error',
    reason: 'FieldValueNotSupported',
    messages: {
      unsupported: '`{{path}}` is "{{value}}"; a restart policy is one of {{allowed}}.',
      notAlways: '`{{path}}` is "{{value}}"; the pods of a {{kind}} are restarted forever, so it must be "Always".',
      jobAlways:
        '`{{path}}` is {{value}}; the pods of a {{kind}} run to completion: set it to "OnFailure" or "Never" ' +
        '(an unset policy is defaulted to "Always").',
    },
    docs: {
      description: "Enforce the restart policies each workload's pods allow",
      spec: POD_SPEC_REFS,
      details:
        'An unset `restartPolicy` is defaulted to `Always` in every pod spec (`SetDefaults_PodSpec`). Then, as the server ' +
        'does (Kubernetes v1.34): in a Pod or PodTemplate the policy is `Always`, `OnFailure` or `Never` ' +
        '(`validateRestartPolicy`); a ReplicationController (`ValidatePodTemplateSpecForRC`), Deployment and ReplicaSet ' +
        '(`ValidatePodTemplateSpecForReplicaSet`), DaemonSet (`ValidateDaemonSetSpec`) and StatefulSet ' +
        '(`ValidateStatefulSetSpec`, which checks this although it does not validate the rest of the template) accept only ' +
        "`Always`, with a quick fix to it; a Job and a CronJob's job template (`validateJobSpec`) need `OnFailure` or " +
        '`Never`: an unset or `Always` policy is a Required error there, any other value NotSupported. No quick fix is ' +
        "offered for Jobs, since choosing between retrying in place and replacing the pod is the author's decision.",
    },
  },
  check(ctx) {
    const kind = ctx.definition.kind;
    for (const pod of podSpecOf(ctx.object, kind)) {
      const raw = pod.spec.restartPolicy;
      // A non-string is a decoding error; unset and "" are defaulted to Always.
      if (raw !== undefined && raw !== null && typeof raw !== 'string') continue;
      const written = typeof raw === 'string' && raw !== '';
      const value = written ? raw : 'Always';
      const path = [...pod.path, 'restartPolicy'];
      const at = formatPath(path);
      if (JOB_OWNERS.has(kind)) {
        if (value === 'Always') {
          const shown = written ? '"Always"' : 'unset';
          ctx.report({ messageId: 'jobAlways', path, reason: 'FieldValueRequired', data: { path: at, value: shown, kind } });
        } else if (!JOB_POLICIES.includes(value)) {
          ctx.report({ messageId: 'unsupported', path, data: { path: at, value, allowed: quoteList(JOB_POLICIES) } });
        }
      } else if (ALWAYS_OWNERS.has(kind)) {
        if (value !== 'Always') {
          const fix = { description: 'Use Always', path, action: 'set' as const, value: 'Always' };
          ctx.report({ messageId: 'notAlways', path, data: { path: at, value, kind }, fix });
        }
      } else if (!POD_POLICIES.includes(value)) {
        ctx.report({ messageId: 'unsupported', path, data: { path: at, value, allowed: quoteList(POD_POLICIES) } });
      }
    }
  },
});
