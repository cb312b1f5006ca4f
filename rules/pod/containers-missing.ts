import { createRule, formatPath } from '@plumbline/engine';
import { VALIDATED_POD_KINDS, podSpecs } from '../_shared/pod-template.js';
import { POD_SPEC_REFS } from './_containers.js';

export default createRule({
  id: 'pod/containers-missing',
  meta: {
    kinds: [...VALIDATED_POD_KINDS],
    type: 'field',
    severity: 'error',
    reason: 'FieldValueRequired',
    messages: {
      empty: '`{{path}}` is an empty list; a pod spec needs at least one container.',
    },
    docs: {
      description: 'Require at least one container in every pod spec',
      spec: POD_SPEC_REFS,
      details:
        'The server (`ValidatePodSpec` → `validateContainers`, Kubernetes v1.34) refuses a pod spec without containers, in a Pod ' +
        'and in the pod template of a PodTemplate, ReplicationController, Deployment, ReplicaSet, DaemonSet, Job or CronJob. ' +
        'An absent `containers` field is reported by `schema/required-field-missing`; this rule reports an empty list ' +
        '(`containers: []` or `containers:` with no value), which the published schema lets through. Init and ephemeral ' +
        'containers do not count. A StatefulSet template is not validated by the server (see `volume/stateful-set-template-invalid`).',
    },
  },
  check(ctx) {
    for (const pod of podSpecs(ctx)) {
      const value = pod.spec.containers;
      // An absent key is the schema's finding; a present but empty (or null) list is this rule's.
      if (!('containers' in pod.spec)) continue;
      if (value === null || (Array.isArray(value) && value.length === 0)) {
        const path = [...pod.path, 'containers'];
        ctx.report({ messageId: 'empty', path, data: { path: formatPath(path) } });
      }
    }
  },
});
