import { createRule, formatPath } from '@plumbline/engine';
import { VALIDATED_POD_KINDS } from '../_shared/pod-template.js';
import { eachContainer, portsOf } from './_containers.js';

export default createRule({
  id: 'pod/container-port-invalid',
  meta: {
    kinds: [...VALIDATED_POD_KINDS],
    type: 'field',
    severity: 'error',
    reason: 'FieldValueInvalid',
    messages: {
      containerPortZero: '`{{path}}` is 0; a container port is a number from 1 to 65535.',
      containerPortRange: '`{{path}}` is {{value}}; a container port must be between 1 and 65535.',
      hostPortRange: '`{{path}}` is {{value}}; a host port is 0 (none) or between 1 and 65535.',
    },
    docs: {
      description: 'Enforce container and host port numbers in range',
      spec: [
        { doc: 'part3', section: 'Volume (embedded in Pod specs)' },
        { doc: 'part1', section: 'Limits' },
      ],
      details:
        'As the server does (`validateContainerCommon` → `validateContainerPorts`, Kubernetes v1.34), for every container, init ' +
        'container and ephemeral container: `containerPort` is required and between 1 and 65535 (0 counts as unset, a ' +
        'Required error); `hostPort` is 0 (none) or between 1 and 65535. An absent `containerPort` key is reported by ' +
        '`schema/required-field-missing`; a value that is not an integer by `schema/invalid-type`.',
    },
  },
  check(ctx) {
    eachContainer(ctx, (c) => {
      for (const { port, path: portPath } of portsOf(c)) {
        const containerPort = port.containerPort;
        if (typeof containerPort === 'number') {
          const path = [...portPath, 'containerPort'];
          if (containerPort === 0) {
            ctx.report({ messageId: 'containerPortZero', path, reason: 'FieldValueRequired', data: { path: formatPath(path) } });
          } else if (containerPort < 1 || containerPort > 65535) {
            ctx.report({ messageId: 'containerPortRange', path, data: { path: formatPath(path), value: containerPort } });
          }
        }
        const hostPort = port.hostPort;
        if (typeof hostPort === 'number' && hostPort !== 0 && (hostPort < 1 || hostPort > 65535)) {
          const path = [...portPath, 'hostPort'];
          ctx.report({ messageId: 'hostPortRange', path, data: { path: formatPath(path), value: hostPort } });
        }
      }
    });
  },
});
