import { createRule } from '@plumbline/engine';
import { isObject } from '../_shared/helpers.js';

export default createRule({
  id: 'config-map/key-in-data-and-binary-data',
  meta: {
    kinds: ['ConfigMap'],
    type: 'cross-field',
    severity: 'error',
    messages: {
      duplicate: '`{{field}}` has the key "{{key}}", which `{{other}}` has too; a key may appear in only one of them.',
    },
    docs: {
      description: 'Disallow a key that appears in both `data` and `binaryData`',
      spec: { doc: 'part3', section: 'ConfigMap', field: 'binaryData' },
      details:
        'Both maps become files (or environment variables) of the same name space, so the server refuses a key present in both: it ' +
        'reports it twice, at `data[<key>]` and at `binaryData[<key>]`, as an invalid value.',
    },
  },
  check(ctx) {
    const data = ctx.object.data;
    const binary = ctx.object.binaryData;
    if (!isObject(data) || !isObject(binary)) return;
    for (const key of Object.keys(data)) {
      if (!Object.hasOwn(binary, key)) continue;
      ctx.report({ messageId: 'duplicate', path: ['data', { key }], target: 'key', data: { field: 'data', other: 'binaryData', key } });
      ctx.report({
        messageId: 'duplicate',
        path: ['binaryData', { key }],
        target: 'key',
        data: { field: 'binaryData', other: 'data', key },
      });
    }
  },
});
