import { createRule } from '@plumbline/engine';
import { isObject } from '../_shared/helpers.js';

export default createRule({
  id: 'csi-node/spec-missing',
  meta: {
    kinds: ['CSINode'],
    type: 'field',
    severity: 'warning',
    reason: 'FieldValueRequired',
    messages: {
      spec: '`spec` is missing; the specification requires it with a `drivers` list (empty when no driver is installed).',
      drivers: '`spec.drivers` is missing; the specification requires the list (empty when no driver is installed).',
    },
    docs: {
      description: 'Require `spec` and `spec.drivers` on a CSINode',
      spec: { doc: 'part3', section: 'CSINode', field: 'spec.drivers' },
      details:
        'The specification marks `spec` and `spec.drivers` as required. The server accepts an omitted `spec` or `drivers` as an empty ' +
        "list. Plumbline warns and keeps the server's verdict.",
    },
  },
  check(ctx) {
    const spec = ctx.object.spec;
    if (spec === undefined || spec === null) {
      ctx.report({ messageId: 'spec', path: ['spec'], at: ['metadata'], target: 'key' });
    } else if (isObject(spec) && (spec.drivers === undefined || spec.drivers === null)) {
      ctx.report({ messageId: 'drivers', path: ['spec', 'drivers'], at: ['spec'], target: 'key' });
    }
  },
});
