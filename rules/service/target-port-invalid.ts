import { createRule, ianaServiceName } from '@plumbline/engine';
import { servicePorts, svcSpec } from './_util.js';

export default createRule({
  id: 'service/target-port-invalid',
  meta: {
    kinds: ['Service'],
    type: 'field',
    severity: 'error',
    messages: {
      range: '`spec.ports[{{index}}].targetPort` is {{value}}; a port number must be between 1 and 65535.',
      name: '`spec.ports[{{index}}].targetPort` is "{{value}}": a port name {{problem}}.',
    },
    docs: {
      description: 'Enforce a port number or IANA service name as targetPort',
      spec: [
        { doc: 'part1', section: 'ServicePort', field: 'targetPort' },
        { doc: 'part1', section: 'Limits' },
      ],
      details:
        'The server defaults an unset, `0` or empty `targetPort` to `port`, then requires a number from 1 to 65535 or an IANA service ' +
        'name: at most 15 characters of lowercase letters, digits and `-`, at least one letter, no `--`, no `-` at either end. A named ' +
        'target port is looked up among the container ports of the selected Pods. The server tolerates a `targetPort` on headless ' +
        'Services (the specification says it is ignored there).',
    },
  },
  check(ctx) {
    for (const { port, index, path } of servicePorts(svcSpec(ctx))) {
      const value = port.targetPort;
      if (typeof value === 'number') {
        if (value < 1 || value > 65535) ctx.report({ messageId: 'range', path: [...path, 'targetPort'], data: { index, value } });
      } else if (typeof value === 'string') {
        for (const problem of ianaServiceName(value))
          ctx.report({ messageId: 'name', path: [...path, 'targetPort'], data: { index, value, problem } });
      }
    }
  },
});
