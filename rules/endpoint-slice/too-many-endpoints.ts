import { createRule } from '@plumbline/engine';
import { arr } from '../_shared/helpers.js';

export default createRule({
  id: 'endpoint-slice/too-many-endpoints',
  meta: {
    kinds: ['EndpointSlice'],
    type: 'field',
    severity: 'error',
    reason: 'FieldValueTooMany',
    messages: {
      tooMany: '`endpoints` has {{count}} entries; at most 1000 are allowed per slice.',
    },
    docs: {
      description: 'Enforce at most 1000 endpoints per EndpointSlice',
      spec: [
        { doc: 'part1', section: 'EndpointSlice', field: 'endpoints' },
        { doc: 'part1', section: 'Limits' },
      ],
      details:
        'A slice holds at most 1000 endpoints; split larger sets over several slices with the same `<vendor_domain>/service-name` ' +
        'label. Over the limit, the server reports only this error and does not look at the endpoints themselves. The specification also ' +
        'marks `endpoints` as required; the server accepts a slice without it (or with `endpoints: null`), which is how a slice with no ' +
        'endpoints at all is stored, for example the slice the controller keeps for a Service without ready Pods, so Plumbline reports ' +
        'neither.',
    },
  },
  check(ctx) {
    const count = arr(ctx.object.endpoints).length;
    if (count > 1000) ctx.report({ messageId: 'tooMany', path: ['endpoints'], data: { count } });
  },
});
