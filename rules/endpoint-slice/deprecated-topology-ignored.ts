import { createRule } from '@plumbline/engine';
import { isObject, pathText } from '../_shared/helpers.js';
import { eachEndpoint } from './_endpoints.js';

export default createRule({
  id: 'endpoint-slice/deprecated-topology-ignored',
  meta: {
    kinds: ['EndpointSlice'],
    type: 'field',
    severity: 'warning',
    messages: {
      ignored:
        '`{{path}}` is set, but the server drops `deprecatedTopology` written through {{apiVersion}}; use `nodeName`, `zone` and ' +
        '`hints` instead.',
    },
    docs: {
      description: 'Disallow deprecatedTopology on discovery v1 EndpointSlices',
      spec: [
        { doc: 'part1', section: 'EndpointSlice', field: 'deprecatedTopology' },
        { doc: 'part1', section: 'Versioning' },
      ],
      details:
        '`deprecatedTopology` is legacy topology data from v1beta1. The server silently drops it when the slice is written through ' +
        '`discovery.<group_suffix>/v1`, before validation, so its content is never checked and never stored. The server says nothing; ' +
        'Plumbline warns, since the data the manifest carries is lost and the specification calls the field deprecated.',
    },
  },
  check(ctx) {
    eachEndpoint(ctx, (endpoint, base) => {
      if (!isObject(endpoint.deprecatedTopology)) return;
      const path = [...base, 'deprecatedTopology'];
      ctx.report({
        messageId: 'ignored',
        path,
        target: 'key',
        data: { path: pathText(path), apiVersion: `${ctx.group('discovery')}/v1` },
        fix: { description: 'Remove deprecatedTopology', path, action: 'remove' },
      });
    });
  },
});
