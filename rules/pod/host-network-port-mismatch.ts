import { createRule, formatPath } from '@plumbline/engine';
import { VALIDATED_POD_KINDS, podSpecs } from '../_shared/pod-template.js';
import { containersOf, POD_SPEC_REFS, portsOf } from './_containers.js';

export default createRule({
  id: 'pod/host-network-port-mismatch',
  meta: {
    kinds: [...VALIDATED_POD_KINDS],
    type: 'cross-field',
    severity: 'error',
    reason: 'FieldValueInvalid',
    messages: {
      mismatch:
        '`{{path}}` is {{value}}, but `containerPort` is {{containerPort}}; with `hostNetwork: true` the container listens on ' +
        'the host, so the host port must equal the container port (or be left unset).',
    },
    docs: {
      description: 'Require host ports to equal container ports under hostNetwork',
      spec: POD_SPEC_REFS,
      details:
        'As the server does (`ValidatePodSpec` → `validatePodHostNetworkDeps`, Kubernetes v1.34): with `spec.hostNetwork: ' +
        'true`, a regular container port whose `hostPort` is set and differs from its `containerPort` is refused. An unset or 0 ' +
        'host port is allowed: in a Pod it is defaulted to the container port (`SetDefaults_Pod`), in a template it is ' +
        'defaulted when the Pod is created. Init and ephemeral containers are not checked by the server.',
    },
  },
  check(ctx) {
    for (const pod of podSpecs(ctx)) {
      if (pod.spec.hostNetwork !== true) continue;
      for (const c of containersOf(pod)) {
        if (c.list !== 'containers') continue;
        for (const { port, path: portPath } of portsOf(c)) {
          const { hostPort, containerPort } = port;
          if (typeof hostPort !== 'number' || hostPort === 0 || hostPort === containerPort) continue;
          const path = [...portPath, 'hostPort'];
          ctx.report({
            messageId: 'mismatch',
            path,
            data: { path: formatPath(path), value: hostPort, containerPort: String(containerPort) },
          });
        }
      }
    }
  },
});
