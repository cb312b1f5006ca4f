import { createRule } from '@plumbline/engine';
import { arr, isSet, obj } from '../_shared/helpers.js';

export default createRule({
  id: 'ingress/rules-and-default-backend-missing',
  meta: {
    kinds: ['Ingress'],
    type: 'cross-field',
    severity: 'error',
    messages: {
      missing: '`spec` has no `rules` and no `defaultBackend`; an Ingress needs at least one of them.',
    },
    docs: {
      description: 'Require rules or a default backend on every Ingress',
      spec: [
        { doc: 'part1', section: 'Ingress', field: 'defaultBackend' },
        { doc: 'part1', section: 'Errors' },
      ],
      details:
        'An Ingress without rules (missing or an empty list) must have `spec.defaultBackend`, or it routes nothing. The server ' +
        'reports this at `spec`.',
    },
  },
  check(ctx) {
    const spec = obj(ctx.object.spec);
    if (arr(spec.rules).length === 0 && !isSet(spec.defaultBackend))
      ctx.report({ messageId: 'missing', path: ['spec'], at: ['spec'], target: 'key' });
  },
});
