import { createRule } from '@plumbline/engine';
import { MAX_SECRET_SIZE, secretView } from './kind.js';

export default createRule({
  id: 'secret/too-large',
  meta: {
    kinds: ['Secret'],
    type: 'cross-field',
    severity: 'error',
    reason: 'FieldValueTooLong',
    messages: {
      tooLarge:
        'The decoded values of `data` (with `stringData` merged in) add up to {{size}} bytes; at most {{max}} bytes (1 MiB) are ' +
        'allowed.',
    },
    docs: {
      description: 'Enforce the 1 MiB limit on the values of a Secret',
      spec: { doc: 'part3', section: 'Secret', field: 'data' },
      details:
        'The specification leaves the value of MaxSecretSize open; the server uses 1048576 bytes (1 MiB). It adds up the decoded byte ' +
        'lengths of all `data` values after merging `stringData` (keys do not count) and reports an excess at `data`.',
    },
  },
  check(ctx) {
    const size = secretView(ctx.object).size;
    if (size > MAX_SECRET_SIZE) ctx.report({ messageId: 'tooLarge', path: ['data'], data: { size, max: MAX_SECRET_SIZE } });
  },
});
