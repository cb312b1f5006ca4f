import { createRule, qualifiedName, utf8Length } from '@plumbline/engine';
import { isObject, obj } from '../_shared/helpers.js';

export const TOTAL_ANNOTATION_SIZE_LIMIT = 256 * 1024;

export default createRule({
  id: 'metadata/annotation-invalid',
  meta: {
    kinds: ['*'],
    type: 'field',
    severity: 'error',
    messages: {
      key: '`metadata.annotations` has the key "{{key}}": {{problem}}.',
      tooLarge: '`metadata.annotations` total {{size}} bytes; the limit is {{limit}} bytes (256 KiB) for all keys and values together.',
    },
    docs: {
      description: 'Enforce annotation key syntax and the total annotation size',
      spec: { doc: 'part1', section: 'Shared conventions' },
      details:
        'Annotation keys are qualified names, lower-cased before the check of the prefix. The sum of the lengths of all keys and ' +
        'values must not exceed 262144 bytes (`FieldValueTooLong` at `metadata.annotations`).',
    },
  },
  check(ctx) {
    // Reviews and Binding are not stored objects; the server does not validate their metadata.
    if (ctx.definition.validatesObjectMeta === false) return;
    const annotations = obj(ctx.object.metadata).annotations;
    if (!isObject(annotations)) return;
    let size = 0;
    for (const [key, value] of Object.entries(annotations)) {
      size += utf8Length(key) + (typeof value === 'string' ? utf8Length(value) : 0);
      // The server lower-cases annotation keys before checking them.
      for (const problem of qualifiedName(key.toLowerCase())) {
        ctx.report({
          messageId: 'key',
          path: ['metadata', 'annotations'],
          at: ['metadata', 'annotations', { key }],
          target: 'key',
          data: { key, problem },
        });
      }
    }
    if (size > TOTAL_ANNOTATION_SIZE_LIMIT) {
      ctx.report({
        messageId: 'tooLarge',
        path: ['metadata', 'annotations'],
        reason: 'FieldValueTooLong',
        data: { size, limit: TOTAL_ANNOTATION_SIZE_LIMIT },
      });
    }
  },
});
