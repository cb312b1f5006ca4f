import { createRule } from '@plumbline/engine';
import { servicePorts, svcSpec } from './_util.js';

export default createRule({
  id: 'service/port-number-invalid',
  meta: {
    kinds: ['Service'],
    type: 'field',
    severity: 'error',
    messages: {
      range: '`spec.ports[{{index}}].port` is {{value}}; it must be between 1 and 65535.',
    },
    docs: {
      description: 'Enforce a port number between 1 and 65535 on every Service port',
      spec: { doc: 'part1', section: 'ServicePort', field: 'port' },
      details:
        'The server checks `port` with its port-number check (1 to 65535). A missing `port` decodes as 0 and fails the same ' +
        'check; `targetPort` then defaults to 0 as well and is reported by `service/target-port-invalid`.',
    },
  },
  check(ctx) {
    for (const { port, index, path } of servicePorts(svcSpec(ctx))) {
      const value = typeof port.port === 'number' ? port.port : 0;
      if (value < 1 || value > 65535) ctx.report({ messageId: 'range', path: [...path, 'port'], data: { index, value } });
    }
  },
});
