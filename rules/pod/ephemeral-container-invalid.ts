import { createRule } from '@plumbline/engine';
import { arr, nonZero } from '../_shared/helpers.js';
import { podSpecs, VALIDATED_POD_KINDS } from '../_shared/pod-template.js';
import { containersOf, POD_SPEC_REFS } from './_containers.js';
import { problemMessages, problems } from './_problems.js';

/**
 * Container fields an ephemeral container may not set (`allowedEphemeralContainerFields` lists the
 * allowed ones; these are the rest of `EphemeralContainerCommon`).
 */
const NOT_ALLOWED = ['ports', 'resources', 'livenessProbe', 'readinessProbe', 'startupProbe', 'lifecycle', 'resizePolicy'];

export default createRule({
  id: 'pod/ephemeral-container-invalid',
  meta: {
    kinds: [...VALIDATED_POD_KINDS],
    type: 'field',
    severity: 'error',
    messages: problemMessages('forbidden', 'notFound'),
    docs: {
      description: 'Disallow ephemeral containers in created Pods and pod templates, and the fields ephemeral containers may not set',
      spec: POD_SPEC_REFS,
      details:
        'Ephemeral containers are added to a running Pod through its `ephemeralcontainers` subresource (`kubectl debug`): ' +
        '`ValidatePodCreate` forbids `spec.ephemeralContainers` on create and `ValidatePodTemplateSpec` in every pod ' +
        'template (Kubernetes v1.34). Wherever they appear, `validateEphemeralContainers` also forbids `ports`, ' +
        '`resources`, probes, `lifecycle` and `resizePolicy` (`allowedEphemeralContainerFields`), and requires ' +
        '`targetContainerName` to name a container or init container of the pod. `subPath` and `subPathExpr` in their ' +
        "volume mounts are `volume/mount-invalid`'s findings.",
    },
  },
  check(ctx) {
    const p = problems(ctx);
    const kind = ctx.definition.kind;
    for (const pod of podSpecs(ctx)) {
      const list = arr(pod.spec.ephemeralContainers);
      if (list.length === 0) continue;
      if (kind !== 'Pod')
        p.forbidden([...pod.path, 'ephemeralContainers'], 'may not be set: ephemeral containers are not allowed in pod templates');
      else if (ctx.operation === 'CREATE')
        p.forbidden([...pod.path, 'ephemeralContainers'], 'cannot be set on create; add them with `kubectl debug`');
      const others = new Set(
        containersOf(pod)
          .filter((c) => c.list !== 'ephemeralContainers')
          .map((c) => c.container.name),
      );
      for (const c of containersOf(pod)) {
        if (c.list !== 'ephemeralContainers') continue;
        for (const field of NOT_ALLOWED) {
          if (nonZero(c.container[field])) p.forbidden([...c.path, field], 'cannot be set for an ephemeral container');
        }
        const target = c.container.targetContainerName;
        if (typeof target === 'string' && target !== '' && !others.has(target)) {
          p.notFound([...c.path, 'targetContainerName'], target, 'no container or init container of the pod has this name');
        }
      }
    }
  },
});
