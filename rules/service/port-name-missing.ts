import { createRule } from '@plumbline/engine';
import { servicePorts, svcSpec } from './_util.js';

export default createRule({
  id: 'service/port-name-missing',
  meta: {
    kinds: ['Service'],
    type: 'cross-field',
    severity: 'error',
    reason: 'FieldValueRequired',
    messages: {
      missing: '`spec.ports[{{index}}].name` is missing; every port needs a name when a Service has {{count}} ports.',
    },
    docs: {
      description: 'Require a name on every port of a Service with more than one port',
      spec: { doc: 'part1', section: 'ServicePort', field: 'name' },
      details:
        'A name is optional only when the Service has a single port. With two or more ports the server reports each unnamed port ' +
        'at `spec.ports[i].name` (Required).',
    },
  },
  check(ctx) {
    const ports = servicePorts(svcSpec(ctx));
    if (ports.length < 2) return;
    for (const { port, index, path } of ports) {
      if (typeof port.name === 'string' && port.name !== '') continue;
      ctx.report({ messageId: 'missing', path: [...path, 'name'], data: { index, count: ports.length } });
    }
  },
});
