import { createRule } from '@plumbline/engine';
import { arr, isObject } from '../_shared/helpers.js';

export default createRule({
  id: 'endpoints/subset-addresses-missing',
  meta: {
    kinds: ['Endpoints'],
    type: 'cross-field',
    severity: 'error',
    reason: 'FieldValueRequired',
    messages: {
      missing: '`subsets[{{index}}]` has neither `addresses` nor `notReadyAddresses`; a subset needs at least one address.',
    },
    docs: {
      description: 'Require at least one address in every Endpoints subset',
      spec: { doc: 'part1', section: 'Endpoints (deprecated from release 1.33 on; use EndpointSlice)' },
      details:
        'A subset is the product of its addresses and its ports, so a subset without any address (ready or not) describes nothing. The ' +
        'server refuses it at `subsets[i]`. A subset without ports is allowed (headless Services).',
    },
  },
  check(ctx) {
    arr(ctx.object.subsets).forEach((subset, index) => {
      if (!isObject(subset)) return;
      if (arr(subset.addresses).length === 0 && arr(subset.notReadyAddresses).length === 0) {
        ctx.report({ messageId: 'missing', path: ['subsets', index], data: { index } });
      }
    });
  },
});
