import { createRule } from '@plumbline/engine';
import { secretView, storedSecretView } from './kind.js';

export default createRule({
  id: 'secret/type-changed',
  meta: {
    kinds: ['Secret'],
    type: 'transition',
    severity: 'error',
    messages: {
      changed: '`type` changed from "{{old}}" to "{{value}}"; the type of a Secret cannot change after creation.',
    },
    docs: {
      description: 'Disallow changing the type of a Secret',
      spec: { doc: 'part3', section: 'Secret', field: 'type' },
      details:
        'The server keeps `type` immutable. An empty or missing `type` is defaulted to `Opaque` on both sides first, so omitting `type` ' +
        'on an `Opaque` Secret is not a change.',
    },
  },
  check(ctx) {
    if (!ctx.oldObject) return;
    const value = secretView(ctx.object).type;
    const old = storedSecretView(ctx.oldObject).type;
    if (value !== old) ctx.report({ messageId: 'changed', path: ['type'], data: { old, value } });
  },
});
