import { createRule } from '@plumbline/engine';
import { isObject, num, obj, str } from '../_shared/helpers.js';

export default createRule({
  id: 'api-service/service-invalid',
  meta: {
    kinds: ['APIService'],
    type: 'field',
    severity: 'error',
    messages: {
      required: '`spec.service.{{field}}` is missing; a service reference needs a namespace and a name.',
      port: '`spec.service.port` is {{port}}; it must be between 1 and 65535 (default 443).',
    },
    docs: {
      description: 'Require a complete service reference with a valid port',
      spec: { doc: 'part2', section: 'APIService', field: 'spec.service' },
      details:
        'When `spec.service` is set, the API server requires `namespace` and `name` (`FieldValueRequired`) and a port from 1 to 65535. ' +
        'The v1 API defaults an unset port to 443 before validation, so only an explicit out-of-range port is reported. The server ' +
        'does not check the formats of the namespace and name. The specification also says the aggregator talks to the service only on ' +
        'port 443; that predates the `port` field, and the server uses whatever port from 1 to 65535 is given, so another port is not ' +
        'reported.',
    },
  },
  check(ctx) {
    const service = obj(ctx.object.spec).service;
    if (!isObject(service)) return;
    for (const field of ['namespace', 'name']) {
      if (!str(service[field]))
        ctx.report({ messageId: 'required', path: ['spec', 'service', field], reason: 'FieldValueRequired', data: { field } });
    }
    const port = num(service.port);
    if (port !== undefined && (port < 1 || port > 65535))
      ctx.report({ messageId: 'port', path: ['spec', 'service', 'port'], data: { port } });
  },
});
