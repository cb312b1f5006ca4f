import { createRule, dns1123Label } from '@plumbline/engine';
import { servicePorts, svcSpec } from './_util.js';

export default createRule({
  id: 'service/port-name-invalid',
  meta: {
    kinds: ['Service'],
    type: 'field',
    severity: 'error',
    messages: {
      invalid: '`spec.ports[{{index}}].name` is "{{value}}": {{problem}}.',
    },
    docs: {
      description: 'Enforce DNS label syntax for Service port names',
      spec: { doc: 'part1', section: 'ServicePort', field: 'name' },
      details:
        'A port name is a lowercase RFC 1123 label: at most 63 characters of lowercase letters, digits and `-`, starting and ' +
        'ending with a letter or digit. The name must equal the name of the matching EndpointSlice port, which follows the same syntax.',
    },
  },
  check(ctx) {
    for (const { port, index, path } of servicePorts(svcSpec(ctx))) {
      if (typeof port.name !== 'string' || port.name === '') continue;
      for (const problem of dns1123Label(port.name))
        ctx.report({ messageId: 'invalid', path: [...path, 'name'], data: { index, value: port.name, problem } });
    }
  },
});
