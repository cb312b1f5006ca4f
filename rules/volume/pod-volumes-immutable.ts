import { createRule, type JsonObject } from '@plumbline/engine';
import { arr, isObject } from '../_shared/helpers.js';
import { podSpecOf } from '../_shared/pod-template.js';
import { canonical } from '../_shared/volume-sources.js';
import { defaultedCopy } from './kind.js';

/** The volumes and volume mounts of the pod spec at `spec`, as canonical text. */
export function volumeParts(object: JsonObject, kind = 'Pod'): string {
  const spec = podSpecOf(object, kind)[0]?.spec ?? {};
  const mounts = (list: string) => arr(spec[list]).map((c) => (isObject(c) ? c.volumeMounts : undefined));
  return canonical({ volumes: spec.volumes, containers: mounts('containers'), initContainers: mounts('initContainers') });
}

export default createRule({
  id: 'volume/pod-volumes-immutable',
  meta: {
    kinds: ['Pod'],
    type: 'transition',
    severity: 'error',
    reason: 'FieldValueForbidden',
    messages: {
      changed:
        "`spec` changes the Pod's volumes or volume mounts; a Pod's volumes are immutable after creation (recreate " +
        "the Pod, or change its controller's template).",
    },
    docs: {
      description: 'Disallow changes to the volumes of an existing Pod',
      spec: { doc: 'part3', section: 'Volume (embedded in Pod specs)' },
      details: [
        'The server allows a Pod update to change only container images, `activeDeadlineSeconds`, added tolerations and a few other ' +
          'fields; any other change of the pod spec is refused at `spec`. Plumbline checks the part it models: `spec.volumes` and the ' +
          'volume mounts of containers and init containers.',
        'The stored Pod was defaulted when it was created (`defaultMode` 0644, `iscsiInterface` `default`, service account token ' +
          '`expirationSeconds` 3600, …). Plumbline defaults both objects before comparing, so restating a default is not a change, while ' +
          'changing a defaulted value is.',
        'Other kinds with pod templates (Deployment, DaemonSet, …) may change their templates; the Pods are replaced. Job templates are ' +
          'immutable too (`volume/job-template-volumes-immutable`).',
      ].join('\n\n'),
    },
  },
  check(ctx) {
    if (!ctx.oldObject) return;
    if (volumeParts(ctx.object) !== volumeParts(defaultedCopy(ctx.oldObject, 'Pod'))) ctx.report({ messageId: 'changed', path: ['spec'] });
  },
});
