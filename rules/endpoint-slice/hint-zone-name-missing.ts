import { createRule } from '@plumbline/engine';
import { arr, isObject, pathText } from '../_shared/helpers.js';
import { eachEndpoint } from './_endpoints.js';

export default createRule({
  id: 'endpoint-slice/hint-zone-name-missing',
  meta: {
    kinds: ['EndpointSlice'],
    type: 'field',
    severity: 'warning',
    reason: 'FieldValueRequired',
    messages: {
      missing: '`{{path}}` is empty; each zone hint names the zone that should use the endpoint.',
    },
    docs: {
      description: 'Require a name on every EndpointSlice zone hint',
      spec: { doc: 'part1', section: 'EndpointSlice', field: 'hints.forZones' },
      details:
        'The specification makes `name` required in each `hints.forZones` entry. The v1.34 server checks zone names as label ' +
        'values, which may be empty, so it stores a hint without a name; such a hint matches no zone. Plumbline warns.',
    },
  },
  check(ctx) {
    eachEndpoint(ctx, (endpoint, base) => {
      if (!isObject(endpoint.hints)) return;
      const zones = arr(endpoint.hints.forZones);
      if (zones.length > 8) return;
      zones.forEach((zone, i) => {
        const name = isObject(zone) ? zone.name : undefined;
        if (name === undefined || name === null || name === '') {
          const path = [...base, 'hints', 'forZones', i, 'name'];
          ctx.report({ messageId: 'missing', path, data: { path: pathText(path) } });
        }
      });
    });
  },
});
