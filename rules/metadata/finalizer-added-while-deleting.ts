import { createRule } from '@plumbline/engine';
import { arr, obj, str } from '../_shared/helpers.js';

export default createRule({
  id: 'metadata/finalizer-added-while-deleting',
  meta: {
    kinds: ['*'],
    type: 'transition',
    severity: 'error',
    reason: 'FieldValueForbidden',
    messages: {
      added:
        '`metadata.finalizers` adds {{added}} to an object that is being deleted (the stored object has a ' +
        'deletionTimestamp); finalizers can only be removed now.',
    },
    docs: {
      description: 'Disallow new finalizers on an object that is being deleted',
      spec: { doc: 'part1', section: 'Shared conventions' },
      details:
        'Once a delete request has set `metadata.deletionTimestamp`, an update may remove finalizers but not add any ' +
        '(`ValidateNoNewFinalizers`, "no new finalizers can be added if the object is being deleted").',
    },
  },
  check(ctx) {
    // Reviews and Binding are not stored objects; the server does not validate their metadata.
    if (!ctx.oldObject || ctx.definition.validatesObjectMeta === false) return;
    const old = obj(ctx.oldObject.metadata);
    if (!str(old.deletionTimestamp)) return;
    const stored = new Set(arr(old.finalizers));
    const added = [...new Set(arr(obj(ctx.object.metadata).finalizers))].filter((f) => typeof f === 'string' && !stored.has(f));
    if (added.length > 0)
      ctx.report({ messageId: 'added', path: ['metadata', 'finalizers'], data: { added: added.map((f) => `"${String(f)}"`).join(', ') } });
  },
});
