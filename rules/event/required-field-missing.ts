import { createRule } from '@plumbline/engine';
import { str } from '../_shared/helpers.js';
import { hasEventTime } from './_fields.js';

const NEW_EVENT_FIELDS = ['reportingController', 'reportingInstance', 'action', 'reason'] as const;

export default createRule({
  id: 'event/required-field-missing',
  meta: {
    kinds: ['events/Event'],
    type: 'field',
    severity: 'error',
    reason: 'FieldValueRequired',
    messages: {
      eventTime: '`eventTime` is missing; an Event needs the time it was first observed (MicroTime, e.g. 2025-01-01T10:00:00.000000Z).',
      field: '`{{field}}` is missing or empty; an Event with `eventTime` needs `reportingController`, `reportingInstance`, `action` and `reason`.',
    },
    docs: {
      description: 'Require eventTime, action, reason, reportingController and reportingInstance on an Event',
      spec: { doc: 'part2', section: 'Event', field: 'eventTime' },
      details:
        'The API server requires `eventTime` when an Event is created through events.k8s.io/v1. Every Event that has an `eventTime` (a "new" event) must also have non-empty `reportingController`, `reportingInstance`, `action` and `reason`, on create and on update. Without `eventTime` the server applies only the legacy rules, so these four are reported only once `eventTime` is there.',
    },
  },
  check(ctx) {
    const event = ctx.object;
    if (!hasEventTime(event)) {
      if (ctx.operation === 'CREATE') ctx.report({ messageId: 'eventTime', path: ['eventTime'] });
      return;
    }
    for (const field of NEW_EVENT_FIELDS) if (!str(event[field])) ctx.report({ messageId: 'field', path: [field], data: { field } });
  },
});
