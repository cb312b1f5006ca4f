import { createRule } from '@plumbline/engine';
import { arr, pathText } from '../_shared/helpers.js';
import { eachEndpoint } from './_endpoints.js';

export default createRule({
  id: 'endpoint-slice/address-count-invalid',
  meta: {
    kinds: ['EndpointSlice'],
    type: 'field',
    severity: 'error',
    messages: {
      required: '`{{path}}` is empty; an endpoint needs 1 to 100 addresses.',
      tooMany: '`{{path}}` has {{count}} entries; at most 100 are allowed.',
    },
    docs: {
      description: 'Require 1 to 100 addresses on each EndpointSlice endpoint',
      spec: [
        { doc: 'part1', section: 'EndpointSlice', field: 'addresses' },
        { doc: 'part1', section: 'Limits' },
      ],
      details:
        'Every endpoint lists 1 to 100 addresses. Controller-made slices carry exactly one; the node proxy ignores the others, ' +
        'which `endpoint-slice/extra-addresses-ignored` reports as a warning.',
    },
  },
  check(ctx) {
    eachEndpoint(ctx, (endpoint, base) => {
      const path = [...base, 'addresses'];
      const count = arr(endpoint.addresses).length;
      if (count === 0) ctx.report({ messageId: 'required', path, reason: 'FieldValueRequired', data: { path: pathText(path) } });
      else if (count > 100) ctx.report({ messageId: 'tooMany', path, reason: 'FieldValueTooMany', data: { path: pathText(path), count } });
    });
  },
});
