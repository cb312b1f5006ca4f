import { createRule } from '@plumbline/engine';
import { pathText } from '../_shared/helpers.js';
import { VALIDATED_POD_KINDS, podSpecs, volumesOf } from '../_shared/pod-template.js';
import { envFor, isDroppedVolume, nameProblems, volumeErrors } from './_checks.js';

export default createRule({
  id: 'volume/name-invalid',
  meta: {
    kinds: [...VALIDATED_POD_KINDS],
    type: 'field',
    severity: 'error',
    messages: {
      nameRequired: '`{{path}}` is missing or empty; every volume has a name, which mounts refer to.',
      nameInvalid: '`{{path}}` is "{{value}}", which is not a DNS label (at most 63 lowercase letters, digits and `-`): {{detail}}.',
      duplicate: '`{{path}}` is "{{value}}", the name of an earlier volume; volume names must be unique within the Pod.',
    },
    docs: {
      description: 'Require each Pod volume to have a unique DNS label name',
      spec: { doc: 'part3', section: 'Volume (embedded in Pod specs)', field: 'name' },
      details: [
        'A volume name is required, must be a DNS label (lowercase letters, digits and `-`, at most 63 characters) and unique among the ' +
          'volumes of the pod spec; volume mounts refer to it.',
        'Like the server, a repeated name is reported only when the earlier volume of that name validated without errors (the server ' +
          'remembers only valid volumes).',
        'The rule runs on Pods and on the pod templates of PodTemplate, ReplicationController, Deployment, DaemonSet, ReplicaSet, Job ' +
          'and CronJob. StatefulSet templates are not validated by the server (see `volume/stateful-set-template-invalid`).',
      ].join('\n\n'),
    },
  },
  check(ctx) {
    for (const pod of podSpecs(ctx)) {
      const env = envFor(pod, (name) => ctx.gate(name));
      const valid = new Set<string>();
      for (const v of volumesOf(pod)) {
        if (isDroppedVolume(v.volume, env)) continue;
        const problems = nameProblems(v);
        for (const p of problems) ctx.report(p);
        const name = typeof v.volume.name === 'string' ? v.volume.name : '';
        const duplicate = valid.has(name);
        if (duplicate)
          ctx.report({
            messageId: 'duplicate',
            path: [...v.path, 'name'],
            reason: 'FieldValueDuplicate',
            data: { path: pathText([...v.path, 'name']), value: name },
          });
        if (problems.length === 0 && !duplicate && volumeErrors(v, env, ctx.definition.kind === 'Pod').length === 0) valid.add(name);
      }
    }
  },
});
