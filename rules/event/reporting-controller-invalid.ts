import { createRule, qualifiedName } from '@plumbline/engine';
import { str } from '../_shared/helpers.js';
import { eventFields, hasEventTime } from './_fields.js';

export default createRule({
  id: 'event/reporting-controller-invalid',
  meta: {
    kinds: ['events/Event', '/Event'],
    type: 'field',
    severity: 'error',
    messages: { invalid: '`{{field}}` is "{{value}}": {{problem}}.' },
    docs: {
      description: 'Enforce qualified-name syntax for reportingController',
      spec: { doc: 'part2', section: 'Event', field: 'reportingController' },
      details:
        'The API server checks `reportingController` of events with `eventTime` as a qualified name: an optional DNS subdomain prefix ' +
        'and `/`, then at most 63 letters, digits, `-`, `_` and `.`. The specification asks for the domain-prefixed form; a name ' +
        'without a prefix is accepted by the server and warned about by `event/reporting-controller-not-domain-prefixed`. A core/v1 ' +
        "Event's `reportingComponent` is checked the same way (reported as `reportingController`).",
    },
  },
  check(ctx) {
    if (!hasEventTime(ctx.object)) return;
    const field = eventFields(ctx.definition).reportingController;
    const value = str(ctx.object[field]);
    if (!value) return;
    for (const problem of qualifiedName(value))
      ctx.report({ messageId: 'invalid', path: ['reportingController'], at: [field], data: { field, value, problem } });
  },
});
