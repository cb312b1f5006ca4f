import { createRule } from '@plumbline/engine';
import { isSet } from '../_shared/helpers.js';

export default createRule({
  id: 'namespace/status-on-create',
  meta: {
    kinds: ['Namespace'],
    type: 'field',
    severity: 'warning',
    operations: ['CREATE'],
    messages: {
      ignored:
        '`status` is set, but the API server replaces the status of a new Namespace with phase `Active`; remove it from ' + 'the manifest.',
    },
    docs: {
      description: 'Disallow status in a new Namespace manifest',
      spec: { doc: 'part2', section: 'Namespace', field: 'status' },
      details:
        'On create the API server overwrites `status` with `phase: Active`, so whatever the manifest says (even an invalid phase) is ' +
        'accepted and lost. The status is maintained by the namespace controller through the `status` subresource. Plumbline warns and ' +
        'offers to remove the field.',
    },
  },
  check(ctx) {
    if (isSet(ctx.object.status))
      ctx.report({
        messageId: 'ignored',
        path: ['status'],
        target: 'key',
        fix: { description: 'Remove status', path: ['status'], action: 'remove' },
      });
  },
});
