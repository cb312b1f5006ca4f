import { configMapKey, createRule } from '@plumbline/engine';
import { isObject } from '../_shared/helpers.js';

export default createRule({
  id: 'config-map/key-invalid',
  meta: {
    kinds: ['ConfigMap'],
    type: 'field',
    severity: 'error',
    messages: {
      invalid: '`{{field}}` has the key "{{key}}": {{problem}}.',
    },
    docs: {
      description: 'Enforce the key syntax of `data` and `binaryData`',
      spec: { doc: 'part3', section: 'ConfigMap', field: 'data' },
      details:
        'Every key of `data` and `binaryData` must be at most 253 characters of letters, digits, `-`, `_` and `.`, and must not be `.` ' +
        'or `..` or start with `..` (keys become file names when the ConfigMap is mounted). The server reports each bad key at ' +
        '`data[<key>]` or `binaryData[<key>]`; the editor points at the key.',
    },
  },
  check(ctx) {
    for (const field of ['data', 'binaryData'] as const) {
      const map = ctx.object[field];
      if (!isObject(map)) continue;
      for (const key of Object.keys(map)) {
        for (const problem of configMapKey(key)) {
          ctx.report({ messageId: 'invalid', path: [field, { key }], target: 'key', data: { field, key, problem } });
        }
      }
    }
  },
});
