import { createRule } from '@plumbline/engine';
import { isObject } from '../_shared/helpers.js';

/** A lone UTF-16 surrogate (not valid Unicode text) or U+FFFD, the mark a decoder leaves where bytes were not UTF-8. */
const NOT_TEXT = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]|\uFFFD/;

export default createRule({
  id: 'config-map/non-utf8-data-value',
  meta: {
    kinds: ['ConfigMap'],
    type: 'field',
    severity: 'warning',
    messages: {
      notText: '`data[{{key}}]` contains characters that are not valid UTF-8 text; put binary content in `binaryData` (base64) instead.',
    },
    docs: {
      description: 'Disallow non-UTF-8 content in `data` values',
      spec: { doc: 'part3', section: 'ConfigMap', field: 'data' },
      details:
        "The specification requires values with non-UTF-8 bytes to go to `binaryData`. JSON cannot carry such bytes: the server's " +
        'decoder silently replaces a lone surrogate escape (or an invalid byte) with U+FFFD and accepts the object, so the stored ' +
        'value differs from what was written. Plumbline warns on lone surrogates and on U+FFFD in `data` values instead of refusing, ' +
        "to keep the server's verdict.",
    },
  },
  check(ctx) {
    const data = ctx.object.data;
    if (!isObject(data)) return;
    for (const [key, value] of Object.entries(data)) {
      if (typeof value === 'string' && NOT_TEXT.test(value)) ctx.report({ messageId: 'notText', path: ['data', { key }], data: { key } });
    }
  },
});
