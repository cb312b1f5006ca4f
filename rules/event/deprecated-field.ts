import { createRule } from '@plumbline/engine';
import { isSet } from '../_shared/helpers.js';

const FIELDS = ['deprecatedCount', 'deprecatedFirstTimestamp', 'deprecatedLastTimestamp', 'deprecatedSource'] as const;

export default createRule({
  id: 'event/deprecated-field',
  meta: {
    kinds: ['events/Event'],
    type: 'field',
    severity: 'warning',
    operations: ['UPDATE'],
    messages: { deprecated: '`{{field}}` is deprecated; it only exists for compatibility with core/v1 events.' },
    docs: {
      description: 'Disallow the deprecated compatibility fields of an Event',
      spec: { doc: 'part2', section: 'Event', field: 'deprecatedCount' },
      details:
        'On update the API server accepts an Event that carries the deprecated fields (they must stay unchanged, see ' +
        '`event/field-immutable`), without a warning. The specification marks them deprecated, so Plumbline warns. On create they are ' +
        'errors of `event/deprecated-field-set`.',
    },
  },
  check(ctx) {
    for (const field of FIELDS) if (isSet(ctx.object[field])) ctx.report({ messageId: 'deprecated', path: [field], data: { field } });
  },
});
