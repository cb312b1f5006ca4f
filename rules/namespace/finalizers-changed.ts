import { jsonEqual } from '../_shared/json-equal.js';
import { createRule } from '@plumbline/engine';
import { arr, obj } from '../_shared/helpers.js';

export default createRule({
  id: 'namespace/finalizers-changed',
  meta: {
    kinds: ['Namespace'],
    type: 'transition',
    severity: 'warning',
    messages: {
      ignored:
        '`spec.finalizers` differs from the stored Namespace; an update keeps the stored finalizers, change them ' +
        'through the `finalize` subresource.',
    },
    docs: {
      description: 'Disallow changing namespace finalizers through a plain update',
      spec: { doc: 'part2', section: 'Namespace', field: 'spec.finalizers' },
      details:
        'The API server copies the stored `spec.finalizers` into every main-resource update of a Namespace, so a changed list is ' +
        'silently ignored; only `PUT /api/v1/namespaces/{name}/finalize` replaces it. Plumbline warns, since the manifest does not ' +
        'take effect.',
    },
  },
  check(ctx) {
    const now = arr(obj(ctx.object.spec).finalizers);
    const old = arr(obj(ctx.oldObject?.spec).finalizers);
    if (!jsonEqual(now, old)) ctx.report({ messageId: 'ignored', path: ['spec', 'finalizers'] });
  },
});
