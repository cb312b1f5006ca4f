import { configMapKey, createRule } from '@plumbline/engine';
import { secretView } from './kind.js';

export default createRule({
  id: 'secret/key-invalid',
  meta: {
    kinds: ['Secret'],
    type: 'field',
    severity: 'error',
    messages: {
      invalid: '`data` has the key "{{key}}": {{problem}}.',
    },
    docs: {
      description: 'Enforce the key syntax of `data` and `stringData`',
      spec: { doc: 'part3', section: 'Secret', field: 'data' },
      details:
        'Keys must be at most 253 characters of letters, digits, `-`, `_` and `.`, and must not be `.` or `..` or start with `..`. The ' +
        'server first merges `stringData` into `data`, so a bad key of `stringData` is reported at `data[<key>]` like a bad key of ' +
        '`data`; the editor points at the key where it was written.',
    },
  },
  check(ctx) {
    const view = secretView(ctx.object);
    for (const key of Object.keys(view.data)) {
      const at = view.fromStringData.has(key) ? ['stringData', { key }] : ['data', { key }];
      for (const problem of configMapKey(key)) {
        ctx.report({ messageId: 'invalid', path: ['data', { key }], at, target: 'key', data: { key, problem } });
      }
    }
  },
});
