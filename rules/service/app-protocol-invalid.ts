import { createRule, qualifiedName } from '@plumbline/engine';
import { servicePorts, svcSpec } from './_util.js';

export default createRule({
  id: 'service/app-protocol-invalid',
  meta: {
    kinds: ['Service'],
    type: 'field',
    severity: 'error',
    messages: {
      invalid: '`spec.ports[{{index}}].appProtocol` is "{{value}}": {{problem}}.',
    },
    docs: {
      description: 'Enforce label-key syntax for the appProtocol of a Service port',
      spec: [
        { doc: 'part1', section: 'ServicePort', field: 'appProtocol' },
        { doc: 'part1', section: 'Shared conventions' },
      ],
      details:
        '`appProtocol` follows the syntax of a label key: an optional DNS subdomain prefix and `/`, then a name of at most 63 ' +
        'letters, digits, `-`, `_` and `.` (`http`, `kubernetes.io/h2c`, `example.com/custom`). The server checks the syntax only, not ' +
        'the value; an empty string is refused too.',
    },
  },
  check(ctx) {
    for (const { port, index, path } of servicePorts(svcSpec(ctx))) {
      if (typeof port.appProtocol !== 'string') continue;
      for (const problem of qualifiedName(port.appProtocol))
        ctx.report({ messageId: 'invalid', path: [...path, 'appProtocol'], data: { index, value: port.appProtocol, problem } });
    }
  },
});
