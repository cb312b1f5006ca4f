import { camelCaseReason, createRule, qualifiedName, utf8Length } from '@plumbline/engine';
import { arr, obj, quoteList } from '../_shared/helpers.js';

const STATUSES = ['False', 'True', 'Unknown'] as const;

export default createRule({
  id: 'storage-version-migration/condition-invalid',
  meta: {
    kinds: ['StorageVersionMigration'],
    type: 'field',
    severity: 'error',
    subresource: 'status',
    messages: {
      typeDuplicate: '`status.conditions[{{index}}].type` "{{value}}" appears in an earlier condition; each type at most once.',
      typeInvalid: '`status.conditions[{{index}}].type` is "{{value}}": {{problem}}.',
      statusNotSupported: '`status.conditions[{{index}}].status` is "{{value}}"; allowed: {{allowed}}.',
      timeMissing: '`status.conditions[{{index}}].lastUpdateTime` is required.',
      reasonMissing: '`status.conditions[{{index}}].reason` is required.',
      reasonInvalid: '`status.conditions[{{index}}].reason` is "{{value}}": {{problem}}.',
      messageTooLong: '`status.conditions[{{index}}].message` has {{length}} bytes; at most {{max}} are allowed.',
    },
    docs: {
      description: 'Enforce valid conditions in a StorageVersionMigration status',
      spec: { doc: 'part3', section: 'StorageVersionMigration' },
      details: [
        'On updates of the status subresource the server checks each condition: `type` is a qualified name and unique in the list (a ' +
          'repeat is a duplicate), `status` is `True`, `False` or `Unknown`, `lastUpdateTime` is set, `reason` is set, one CamelCase ' +
          'word (letters first; letters, digits, `_`, `,`, `:`) and at most 1024 bytes, `message` at most 32 KiB.',
        '',
        'The server reports a missing `lastUpdateTime` at the path `status.conditions[i].lastTransitionTime` (a name the condition type ' +
          'does not have); Plumbline reports the same path and points the editor at the condition.',
      ].join('\n'),
    },
  },
  check(ctx) {
    const seen = new Set<string>();
    arr(obj(ctx.object.status).conditions).forEach((item, index) => {
      const condition = obj(item);
      const base = ['status', 'conditions', index];
      const type = typeof condition.type === 'string' ? condition.type : '';
      const typeAt = condition.type === undefined ? { at: base } : {};
      if (seen.has(type))
        ctx.report({
          messageId: 'typeDuplicate',
          path: [...base, 'type'],
          ...typeAt,
          reason: 'FieldValueDuplicate',
          data: { index, value: type },
        });
      seen.add(type);
      for (const problem of qualifiedName(type))
        ctx.report({ messageId: 'typeInvalid', path: [...base, 'type'], ...typeAt, data: { index, value: type, problem } });

      const status = typeof condition.status === 'string' ? condition.status : '';
      if (!(STATUSES as readonly string[]).includes(status)) {
        ctx.report({
          messageId: 'statusNotSupported',
          path: [...base, 'status'],
          ...(condition.status === undefined ? { at: base } : {}),
          reason: 'FieldValueNotSupported',
          data: { index, value: status, allowed: quoteList(STATUSES) },
        });
      }
      if (typeof condition.lastUpdateTime !== 'string' || condition.lastUpdateTime === '') {
        ctx.report({
          messageId: 'timeMissing',
          path: [...base, 'lastTransitionTime'],
          at: base,
          reason: 'FieldValueRequired',
          data: { index },
        });
      }
      const reason = typeof condition.reason === 'string' ? condition.reason : '';
      if (reason === '') {
        ctx.report({ messageId: 'reasonMissing', path: [...base, 'reason'], at: base, reason: 'FieldValueRequired', data: { index } });
      } else {
        for (const problem of camelCaseReason(reason)) {
          ctx.report({
            messageId: 'reasonInvalid',
            path: [...base, 'reason'],
            ...(utf8Length(reason) > 1024 ? { reason: 'FieldValueTooLong' as const } : {}),
            data: { index, value: reason.length > 60 ? `${reason.slice(0, 57)}...` : reason, problem },
          });
        }
      }
      const message = typeof condition.message === 'string' ? condition.message : '';
      if (utf8Length(message) > 32 * 1024)
        ctx.report({
          messageId: 'messageTooLong',
          path: [...base, 'message'],
          reason: 'FieldValueTooLong',
          data: { index, length: utf8Length(message), max: 32 * 1024 },
        });
    });
  },
});
