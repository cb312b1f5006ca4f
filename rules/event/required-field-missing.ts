import { createRule } from '@plumbline/engine';
import { str } from '../_shared/helpers.js';
import { eventFields, hasEventTime } from './_fields.js';

export default createRule({
  id: 'event/required-field-missing',
  meta: {
    kinds: ['events/Event', '/Event'],
    type: 'field',
    severity: 'error',
    reason: 'FieldValueRequired',
    messages: {
      eventTime: '`eventTime` is missing; an Event needs the time it was first observed (MicroTime, e.g. 2025-01-01T10:00:00.000000Z).',
      field:
        '`{{field}}` is missing or empty; an Event with `eventTime` needs `{{controller}}`, `reportingInstance`, `action` and ' +
        '`reason`.',
    },
    docs: {
      description: 'Require eventTime, action, reason, reportingController and reportingInstance on an Event',
      spec: { doc: 'part2', section: 'Event', field: 'eventTime' },
      details:
        'The API server requires `eventTime` when an Event is created through events.k8s.io/v1. Every Event that has an `eventTime` (a ' +
        '"new" event) must also have non-empty `reportingController`, `reportingInstance`, `action` and `reason`, on create and on ' +
        'update. Without `eventTime` the server applies only the legacy rules, so these four are reported only once `eventTime` is ' +
        'there.\n\nA core/v1 Event gets the same legacy rules (`legacyValidateEvent`), with its own field names (`reportingComponent`, ' +
        'which the server reports as `reportingController`), but `eventTime` is optional there.',
    },
  },
  check(ctx) {
    const event = ctx.object;
    const core = ctx.definition.group === '';
    if (!hasEventTime(event)) {
      // Only events.k8s.io/v1 requires eventTime; core/v1 keeps accepting legacy events.
      if (ctx.operation === 'CREATE' && !core) ctx.report({ messageId: 'eventTime', path: ['eventTime'] });
      return;
    }
    const controller = eventFields(ctx.definition).reportingController;
    for (const field of [controller, 'reportingInstance', 'action', 'reason']) {
      if (str(event[field])) continue;
      // The server names the reporting controller by its internal name on both kinds.
      const path = field === controller ? ['reportingController'] : [field];
      ctx.report({ messageId: 'field', path, at: field === controller ? [field] : path, data: { field, controller } });
    }
  },
});
