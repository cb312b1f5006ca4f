import { createRule, dns1123Label } from '@plumbline/engine';
import { arr, isObject, pathText } from '../_shared/helpers.js';

export default createRule({
  id: 'endpoints/port-name-invalid',
  meta: {
    kinds: ['Endpoints'],
    type: 'field',
    severity: 'error',
    messages: {
      required: '`{{path}}` is missing; the subset has {{count}} ports, so every port needs a name.',
      invalid: '`{{path}}` is "{{value}}": {{problem}}.',
    },
    docs: {
      description: 'Require a DNS-label name on Endpoints ports, and a name on each port of a multi-port subset',
      spec: { doc: 'part1', section: 'Endpoints (deprecated from release 1.33 on; use EndpointSlice)', field: 'name' },
      details:
        'A port name, when given, is a lowercase RFC 1123 label (at most 63 characters of lowercase letters, digits and `-`). When a ' +
        'subset has more than one port, every port needs a name; it should equal the name of the matching Service port.',
    },
  },
  check(ctx) {
    arr(ctx.object.subsets).forEach((subset, i) => {
      if (!isObject(subset)) return;
      const ports = arr(subset.ports);
      ports.forEach((port, j) => {
        if (!isObject(port)) return;
        const path = ['subsets', i, 'ports', j, 'name'];
        const name = typeof port.name === 'string' ? port.name : '';
        if (name === '') {
          if (ports.length > 1)
            ctx.report({ messageId: 'required', path, reason: 'FieldValueRequired', data: { path: pathText(path), count: ports.length } });
          return;
        }
        for (const problem of dns1123Label(name))
          ctx.report({ messageId: 'invalid', path, data: { path: pathText(path), value: name, problem } });
      });
    });
  },
});
