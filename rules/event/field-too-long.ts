import { createRule, utf8Length } from '@plumbline/engine';
import { str } from '../_shared/helpers.js';
import { eventFields, hasEventTime } from './_fields.js';

const LIMITS: readonly (readonly [field: string, serverName: string, limit: number])[] = [
  ['reportingInstance', 'reportingInstance', 128],
  ['action', 'action', 128],
  ['reason', 'reason', 128],
  ['note', 'message', 1024],
];

export default createRule({
  id: 'event/field-too-long',
  meta: {
    kinds: ['events/Event', '/Event'],
    type: 'field',
    severity: 'error',
    messages: { tooLong: '`{{field}}` is {{length}} bytes long; the limit is {{limit}}.' },
    docs: {
      description: 'Enforce the length limits of Event action, reason, reportingInstance and note',
      spec: { doc: 'part2', section: 'Event', field: 'note' },
      details:
        'For events with `eventTime` the API server limits `action`, `reason` and `reportingInstance` to 128 bytes and `note` to 1024 ' +
        'bytes (the specification\'s "1 kB"), counted in UTF-8 bytes, with `FieldValueInvalid`. The server reports the note under its ' +
        'internal name `message`; the editor points at `note`. A core/v1 Event gets the same limits (its `message` is the note).',
    },
  },
  check(ctx) {
    if (!hasEventTime(ctx.object)) return;
    const note = eventFields(ctx.definition).note;
    for (const [name, serverName, limit] of LIMITS) {
      const field = name === 'note' ? note : name;
      const value = str(ctx.object[field]);
      if (value === undefined) continue;
      const length = utf8Length(value);
      if (length > limit) ctx.report({ messageId: 'tooLong', path: [serverName], at: [field], data: { field, length, limit } });
    }
  },
});
