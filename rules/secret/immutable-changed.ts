import { createRule } from '@plumbline/engine';
import { deepEqual } from '../_shared/compare.js';
import { secretView, storedSecretView } from './kind.js';

export default createRule({
  id: 'secret/immutable-changed',
  meta: {
    kinds: ['Secret'],
    type: 'transition',
    severity: 'error',
    reason: 'FieldValueForbidden',
    messages: {
      unset: '`immutable` was true and is now {{value}}; an immutable Secret stays immutable (delete and re-create it instead).',
      changed: '`data` (with `stringData` merged in) differs from the stored Secret, which is immutable; only metadata may change.',
    },
    docs: {
      description: 'Disallow changing the content of an immutable Secret',
      spec: { doc: 'part3', section: 'Secret', field: 'immutable' },
      details:
        'Once the stored Secret has `immutable: true`, an update must keep `immutable: true` and leave `data` as stored. The server ' +
        'compares `data` after merging `stringData` into it, so `stringData` that repeats a stored value changes nothing and is ' +
        'accepted. Metadata such as labels may still change.',
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
    const present = (o: Record<string, unknown>): boolean =>
      (o.data !== undefined && o.data !== null) || (o.stringData !== undefined && o.stringData !== null);
    const same =
      present(ctx.object) === present(old) && deepEqual(canonical(secretView(ctx.object).data), canonical(storedSecretView(old).data));
    if (!same) ctx.report({ messageId: 'changed', path: ['data'] });
  },
});

/** Base64 text with line breaks removed, so that re-wrapped values compare equal as the decoded bytes do. */
function canonical(data: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v.replace(/[\r\n]/g, '')]));
}
