import { createRule, decodeBase64, utf8Length } from '@plumbline/engine';
import { isObject } from '../_shared/helpers.js';
import { MAX_CONFIG_MAP_SIZE } from './kind.js';

/** Summed size in bytes of the values of `data` (UTF-8) and `binaryData` (decoded). */
export function configMapSize(object: Record<string, unknown>): number {
  let total = 0;
  if (isObject(object.data)) for (const v of Object.values(object.data)) if (typeof v === 'string') total += utf8Length(v);
  if (isObject(object.binaryData))
    for (const v of Object.values(object.binaryData)) if (typeof v === 'string') total += decodeBase64(v)?.length ?? 0;
  return total;
}

export default createRule({
  id: 'config-map/too-large',
  meta: {
    kinds: ['ConfigMap'],
    type: 'cross-field',
    severity: 'error',
    reason: 'FieldValueTooLong',
    messages: {
      tooLarge: 'The values of `data` and `binaryData` add up to {{size}} bytes; at most {{max}} bytes (1 MiB) are allowed.',
    },
    docs: {
      description: 'Enforce the 1 MiB limit on the values of a ConfigMap',
      spec: { doc: 'part3', section: 'ConfigMap' },
      details:
        'The server adds up the byte lengths of all values of `data` (as UTF-8) and of `binaryData` (after base64 decoding) and refuses ' +
        'the object when the sum exceeds 1048576 bytes (1 MiB, the same constant as for Secrets). Keys and metadata do not count. The ' +
        'server reports the error against the whole object, with the field path `[]` (an empty map key below an empty root); Plumbline ' +
        'reports the same path and points the editor at the start of the document.',
    },
  },
  check(ctx) {
    const size = configMapSize(ctx.object);
    if (size > MAX_CONFIG_MAP_SIZE)
      ctx.report({ messageId: 'tooLarge', path: [{ key: '' }], at: [], data: { size, max: MAX_CONFIG_MAP_SIZE } });
  },
});
