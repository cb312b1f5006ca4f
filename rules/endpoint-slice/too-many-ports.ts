import { createRule } from '@plumbline/engine';
import { arr } from '../_shared/helpers.js';
import { MAX_PORTS } from './port-invalid.js';

export default createRule({
  id: 'endpoint-slice/too-many-ports',
  meta: {
    kinds: ['EndpointSlice'],
    type: 'field',
    severity: 'warning',
    reason: 'FieldValueTooMany',
    messages: {
      tooMany: '`ports` has {{count}} entries; the specification allows at most 100 per slice.',
    },
    docs: {
      description: "Enforce the specification's limit of 100 ports per EndpointSlice",
      spec: [
        { doc: 'part1', section: 'EndpointSlice', field: 'ports' },
        { doc: 'part1', section: 'Limits' },
      ],
      details:
        'The specification limits a slice to 100 ports. The v1.34 API server only refuses more than 20000 ' +
        "(`endpoint-slice/port-invalid`), so between the two Plumbline warns and the verdict stays the server's.",
    },
  },
  check(ctx) {
    const count = arr(ctx.object.ports).length;
    if (count > 100 && count <= MAX_PORTS) ctx.report({ messageId: 'tooMany', path: ['ports'], data: { count } });
  },
});
