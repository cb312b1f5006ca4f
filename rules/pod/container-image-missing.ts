import { createRule, formatPath } from '@plumbline/engine';
import { VALIDATED_POD_KINDS } from '../_shared/pod-template.js';
import { POD_SPEC_REFS, eachContainer } from './_containers.js';

export default createRule({
  id: 'pod/container-image-missing',
  meta: {
    kinds: [...VALIDATED_POD_KINDS],
    type: 'field',
    severity: 'error',
    reason: 'FieldValueRequired',
    messages: {
      missing: '`{{path}}` is missing; every container needs an image, in a Pod and in a pod template alike.',
      empty: '`{{path}}` is empty; every container needs an image, in a Pod and in a pod template alike.',
      whitespace: '`{{path}}` is "{{value}}", with leading or trailing whitespace; a Pod\'s container image has none.',
    },
    docs: {
      description: 'Require a container image',
      spec: POD_SPEC_REFS,
      details:
        'The server (`validateContainerCommon`, Kubernetes v1.34) requires a non-empty `image` for every container, init ' +
        'container and ephemeral container, in Pods and in the pod templates of PodTemplate, ReplicationController, ' +
        'Deployment, ReplicaSet, DaemonSet, Job and CronJob: the published schema marks `image` optional, but validation ' +
        'does not. Only in a Pod (`validateContainersOnlyForPod`, and for ephemeral containers everywhere) an image with ' +
        'leading or trailing whitespace is refused; templates keep it, since some tools use `" "` as a placeholder. ' +
        'StatefulSet templates are not validated by the server.',
    },
  },
  check(ctx) {
    const isPod = ctx.definition.kind === 'Pod';
    eachContainer(ctx, (c) => {
      const image = c.container.image;
      const path = [...c.path, 'image'];
      const at = formatPath(path);
      if (image === undefined || image === null) ctx.report({ messageId: 'missing', path, data: { path: at } });
      else if (image === '') ctx.report({ messageId: 'empty', path, data: { path: at } });
      else if (typeof image === 'string' && image !== image.trim() && (isPod || c.list === 'ephemeralContainers')) {
        ctx.report({ messageId: 'whitespace', path, reason: 'FieldValueInvalid', data: { path: at, value: image } });
      }
    });
  },
});
