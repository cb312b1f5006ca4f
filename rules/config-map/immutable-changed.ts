import { createRule } from '@plumbline/engine';
import { deepEqual } from '../_shared/compare.js';

export default createRule({
  id: 'config-map/immutable-changed',
  meta: {
    kinds: ['ConfigMap'],
    type: 'transition',
    severity: 'error',
    reason: 'FieldValueForbidden',
    messages: {
      unset: '`immutable` was true and is now {{value}}; an immutable ConfigMap stays immutable (delete and re-create it instead).',
      changed: '`{{field}}` changed, but the stored ConfigMap is immutable; only metadata may change.',
    },
    docs: {
      description: 'Disallow changing the content of an immutable ConfigMap',
      spec: { doc: 'part3', section: 'ConfigMap', field: 'immutable' },
      details:
        'Once the stored ConfigMap has `immutable: true`, an update must keep `immutable: true` and leave `data` and `binaryData` ' +
        'exactly as stored (the server compares the maps as a whole; an empty map and an absent one differ). Metadata such as labels ' +
        'may still change. A ConfigMap whose `immutable` is unset or false can change freely, including switching to `immutable: true`.',
    },
  },
  check(ctx) {
    const old = ctx.oldObject;
    if (!old || old.immutable !== true) return;
    if (ctx.object.immutable !== true) {
      ctx.report({
        messageId: 'unset',
        path: ['immutable'],
        data: { value: ctx.object.immutable === undefined || ctx.object.immutable === null ? 'unset' : String(ctx.object.immutable) },
      });
    }
    for (const field of ['data', 'binaryData']) {
      if (!deepEqual(ctx.object[field], old[field])) ctx.report({ messageId: 'changed', path: [field], data: { field } });
    }
  },
});
