import { createRule } from '@plumbline/engine';
import { arr, isObject } from '../_shared/helpers.js';
import { podSpecs, VALIDATED_POD_KINDS } from '../_shared/pod-template.js';
import { containersOf, POD_SPEC_REFS } from './_containers.js';
import { problemMessages, problems } from './_problems.js';

const PULL_POLICIES = ['Always', 'IfNotPresent', 'Never'];
const TERMINATION_MESSAGE_POLICIES = ['File', 'FallbackToLogsOnError'];
const RESIZE_RESOURCES = ['cpu', 'memory'];
const RESIZE_RESTART_POLICIES = ['NotRequired', 'RestartContainer'];

export default createRule({
  id: 'pod/container-policy-invalid',
  meta: {
    kinds: [...VALIDATED_POD_KINDS],
    type: 'field',
    severity: 'error',
    messages: problemMessages('invalid', 'required', 'notSupported', 'duplicate'),
    docs: {
      description: "Enforce known values for a container's imagePullPolicy, terminationMessagePolicy and resizePolicy",
      spec: POD_SPEC_REFS,
      details:
        'As `validateContainerCommon` does for every container (Kubernetes v1.34): `imagePullPolicy` is Always, ' +
        'IfNotPresent or Never (`validatePullPolicy`; the values are case-sensitive, `always` is refused; unset or empty is ' +
        'defaulted from the image tag); `terminationMessagePolicy` is File or FallbackToLogsOnError (unset or empty is ' +
        'defaulted to File); each `resizePolicy` entry names cpu or memory once, with restartPolicy NotRequired or ' +
        "RestartContainer, and NotRequired when the pod's `restartPolicy` is Never (`validateResizePolicy`; the " +
        '`InPlacePodVerticalScaling` gate is on).',
    },
  },
  check(ctx) {
    const p = problems(ctx);
    for (const pod of podSpecs(ctx)) {
      const podNever = pod.spec.restartPolicy === 'Never';
      for (const c of containersOf(pod)) {
        const pull = c.container.imagePullPolicy;
        if (typeof pull === 'string' && pull !== '' && !PULL_POLICIES.includes(pull))
          p.notSupported([...c.path, 'imagePullPolicy'], pull, PULL_POLICIES);
        const tmp = c.container.terminationMessagePolicy;
        if (typeof tmp === 'string' && tmp !== '' && !TERMINATION_MESSAGE_POLICIES.includes(tmp)) {
          p.notSupported([...c.path, 'terminationMessagePolicy'], tmp, TERMINATION_MESSAGE_POLICIES);
        }
        const seen = new Set<string>();
        arr(c.container.resizePolicy).forEach((entry, i) => {
          if (!isObject(entry)) return;
          // The server reports every problem of an entry at the list itself, except a repeat.
          const at = [...c.path, 'resizePolicy'];
          const entryAt = [...at, i];
          const name = typeof entry.resourceName === 'string' ? entry.resourceName : '';
          const policy = typeof entry.restartPolicy === 'string' ? entry.restartPolicy : '';
          if (seen.has(name)) p.duplicate(entryAt, name, 'an earlier entry names the same resource');
          seen.add(name);
          if (name === '') p.required(at, 'each resize policy names a resource (cpu or memory)', entryAt);
          else if (!RESIZE_RESOURCES.includes(name)) p.notSupported(at, name, RESIZE_RESOURCES, [...entryAt, 'resourceName']);
          if (policy === '') p.required(at, 'each resize policy has a restartPolicy (NotRequired or RestartContainer)', entryAt);
          else if (!RESIZE_RESTART_POLICIES.includes(policy))
            p.notSupported(at, policy, RESIZE_RESTART_POLICIES, [...entryAt, 'restartPolicy']);
          if (podNever && policy !== 'NotRequired') {
            p.invalid(at, policy, "must be NotRequired when the pod's `restartPolicy` is Never", [...entryAt, 'restartPolicy']);
          }
        });
      }
    }
  },
});
