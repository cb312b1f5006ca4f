import { createRule, utf8Length } from '@plumbline/engine';
import { isObject, isSet, obj } from '../_shared/helpers.js';

const MAX_METADATA_SIZE = 256 * 1024;
const MAX_MESSAGE_LENGTH = 1024;

export default createRule({
  id: 'volume-attachment/status-invalid',
  meta: {
    kinds: ['VolumeAttachment'],
    type: 'field',
    severity: 'error',
    subresource: 'status',
    messages: {
      metadataTooLarge:
        '`status.attachmentMetadata` keys and values add up to {{size}} bytes; at most {{max}} bytes (256 KiB) are ' + 'allowed.',
      messageTooLong: '`status.{{field}}.message` has {{length}} bytes; at most {{max}} are allowed.',
      errorCodeNegative: '`status.{{field}}.errorCode` is {{value}}; a gRPC status code is between 0 and 2147483647.',
    },
    docs: {
      description: 'Enforce the limits of VolumeAttachment status fields',
      spec: { doc: 'part3', section: 'VolumeAttachment', field: 'status' },
      details: [
        'On updates of the status subresource the server checks: `attachmentMetadata` keys and values together at most 256 KiB; ' +
          '`attachError.message` and `detachError.message` at most 1024 bytes; `errorCode`, when kept, not negative. The server ignores ' +
          '`status` on create (it resets it) and on updates of the main resource (it keeps the stored status).',
        '',
        '`errorCode` is beta behind the feature gate `MutableCSINodeAllocatableCount` (off by default in v1.34): with the gate off the ' +
          'server drops a new `errorCode` before validation unless the stored error already has one. `status.attached` is required by ' +
          'the specification but is a plain boolean to the server (absent means false), so it is not checked.',
      ].join('\n'),
    },
  },
  check(ctx) {
    const status = obj(ctx.object.status);
    const metadata = status.attachmentMetadata;
    if (isObject(metadata)) {
      let size = 0;
      for (const [k, v] of Object.entries(metadata)) size += utf8Length(k) + (typeof v === 'string' ? utf8Length(v) : 0);
      if (size > MAX_METADATA_SIZE)
        ctx.report({
          messageId: 'metadataTooLarge',
          path: ['status', 'attachmentMetadata'],
          reason: 'FieldValueTooLong',
          data: { size, max: MAX_METADATA_SIZE },
        });
    }
    const oldStatus = obj(obj(ctx.oldObject).status);
    for (const field of ['attachError', 'detachError'] as const) {
      const error = status[field];
      if (!isObject(error)) continue;
      if (typeof error.message === 'string' && utf8Length(error.message) > MAX_MESSAGE_LENGTH) {
        ctx.report({
          messageId: 'messageTooLong',
          path: ['status', field, 'message'],
          reason: 'FieldValueTooLong',
          data: { field, length: utf8Length(error.message), max: MAX_MESSAGE_LENGTH },
        });
      }
      const kept = ctx.gate('MutableCSINodeAllocatableCount') || isSet(obj(oldStatus[field]).errorCode);
      if (kept && typeof error.errorCode === 'number' && error.errorCode < 0) {
        ctx.report({ messageId: 'errorCodeNegative', path: ['status', field, 'errorCode'], data: { field, value: error.errorCode } });
      }
    }
  },
});
