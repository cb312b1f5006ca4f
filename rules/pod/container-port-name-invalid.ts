import { createRule, formatPath, ianaServiceName } from '@plumbline/engine';
import { VALIDATED_POD_KINDS } from '../_shared/pod-template.js';
import { eachContainer, portsOf } from './_containers.js';

export default createRule({
  id: 'pod/container-port-name-invalid',
  meta: {
    kinds: [...VALIDATED_POD_KINDS],
    type: 'field',
    severity: 'error',
    reason: 'FieldValueInvalid',
    messages: {
      invalid: '`{{path}}` is "{{value}}": a port name {{problem}}.',
      duplicate: '`{{path}}` is "{{value}}", already the name of `{{other}}`; port names are unique within a container.',
    },
    docs: {
      description: 'Enforce unique IANA service names for container ports',
      spec: [
        { doc: 'part3', section: 'Volume (embedded in Pod specs)' },
        { doc: 'part1', section: 'ServicePort', field: 'name' },
      ],
      details:
        'As the server does (`validateContainerPorts` with `IsValidPortName`, Kubernetes v1.34): a container port `name`, ' +
        'when set, is an IANA service name (at most 15 characters of lowercase letters, digits and `-`, at least one letter, ' +
        'no `--`, no `-` at either end) and unique among the ports of its container. The same name in two containers is ' +
        'allowed by the server.',
    },
  },
  check(ctx) {
    eachContainer(ctx, (c) => {
      const seen = new Map<string, string>();
      for (const { port, path: portPath } of portsOf(c)) {
        const name = port.name;
        if (typeof name !== 'string' || name === '') continue;
        const path = [...portPath, 'name'];
        const at = formatPath(path);
        const problems = ianaServiceName(name);
        for (const problem of problems) ctx.report({ messageId: 'invalid', path, data: { path: at, value: name, problem } });
        if (problems.length > 0) continue;
        const other = seen.get(name);
        if (other !== undefined) {
          ctx.report({ messageId: 'duplicate', path, reason: 'FieldValueDuplicate', data: { path: at, value: name, other } });
        } else {
          seen.set(name, formatPath(portPath));
        }
      }
    });
  },
});
