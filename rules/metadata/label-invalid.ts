import { createRule, labelValue, qualifiedName } from '@plumbline/engine';
import { isObject, obj } from '../_shared/helpers.js';

export default createRule({
  id: 'metadata/label-invalid',
  meta: {
    kinds: ['*'],
    type: 'field',
    severity: 'error',
    messages: {
      key: '`metadata.labels` has the key "{{key}}": {{problem}}.',
      value: '`metadata.labels[{{key}}]` is "{{value}}": {{problem}}.',
    },
    docs: {
      description: 'Enforce label key and value syntax',
      spec: { doc: 'part1', section: 'Shared conventions' },
      details:
        'Label keys are qualified names (an optional DNS subdomain prefix and `/`, then at most 63 characters of letters, digits, ' +
        '`-`, `_`, `.`). Values are empty or at most 63 such characters, starting and ending with a letter or digit. The server reports ' +
        'both at `metadata.labels`; the editor points at the key or value.',
    },
  },
  check(ctx) {
    // Reviews and Binding are not stored objects; the server does not validate their metadata.
    if (ctx.definition.validatesObjectMeta === false) return;
    const labels = obj(ctx.object.metadata).labels;
    if (!isObject(labels)) return;
    // `for…in` with `hasOwn`: what `Object.entries` gives, without an array of pairs for every object.
    for (const key in labels) {
      if (!Object.hasOwn(labels, key)) continue;
      const value = labels[key];
      for (const problem of qualifiedName(key))
        ctx.report({
          messageId: 'key',
          path: ['metadata', 'labels'],
          at: ['metadata', 'labels', { key }],
          target: 'key',
          data: { key, problem },
        });
      if (typeof value === 'string') {
        for (const problem of labelValue(value))
          ctx.report({
            messageId: 'value',
            path: ['metadata', 'labels'],
            at: ['metadata', 'labels', { key }],
            data: { key, value, problem },
          });
      }
    }
  },
});
