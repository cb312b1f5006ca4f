import { createRule } from '@plumbline/engine';

export default createRule({
  id: 'component-status/not-writable',
  meta: {
    kinds: ['ComponentStatus'],
    type: 'field',
    severity: 'error',
    reason: 'FieldValueForbidden',
    messages: {
      notWritable: '`kind` is ComponentStatus, which the API server only reports (get and list); it cannot be created or ' + 'updated.',
    },
    docs: {
      description: 'Disallow writing ComponentStatus objects',
      spec: { doc: 'part2', section: 'Endpoints' },
      details:
        'The API serves `componentstatuses` with get and list only: there is no create, update or patch, so applying a ComponentStatus ' +
        'manifest always fails (the server answers that the method is not allowed, before any validation). Plumbline reports an error ' +
        'on every ComponentStatus it checks, at `kind`. Such manifests usually come from `kubectl get componentstatuses -o yaml` and ' +
        'should not be applied.',
    },
  },
  check(ctx) {
    ctx.report({ messageId: 'notWritable', path: ['kind'] });
  },
});
