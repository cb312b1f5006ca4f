import { createRule } from '@plumbline/engine';
import { secretView } from './kind.js';

export default createRule({
  id: 'secret/string-data-overrides-data',
  meta: {
    kinds: ['Secret'],
    type: 'cross-field',
    severity: 'info',
    messages: {
      overwritten: '`stringData[{{key}}]` overwrites `data[{{key}}]`; the value in `data` is discarded.',
    },
    docs: {
      description: 'Disallow keys given in both `data` and `stringData` without notice',
      spec: { doc: 'part3', section: 'Secret', field: 'stringData' },
      details:
        'The server merges `stringData` into `data` before it stores the Secret, and a `stringData` value replaces the `data` value of ' +
        'the same key without a word. This note makes the overwrite visible; it never changes the verdict.',
    },
  },
  check(ctx) {
    for (const key of secretView(ctx.object).overwritten) {
      ctx.report({ messageId: 'overwritten', path: ['stringData', { key }], target: 'key', data: { key } });
    }
  },
});
