import { createRule } from '@plumbline/engine';
import { num, obj, str } from '../_shared/helpers.js';

export default createRule({
  id: 'event/deprecated-field-set',
  meta: {
    kinds: ['events/Event'],
    type: 'field',
    severity: 'error',
    operations: ['CREATE'],
    messages: {
      set:
        '`{{field}}` is set; a new events.k8s.io/v1 Event must leave the deprecated fields unset (they only carry data of ' +
        'core/v1 events).',
    },
    docs: {
      description: 'Disallow the deprecated compatibility fields on a new Event',
      spec: { doc: 'part2', section: 'Event', field: 'deprecatedCount' },
      details:
        'The deprecated fields (`deprecatedCount`, `deprecatedFirstTimestamp`, `deprecatedLastTimestamp`, `deprecatedSource`) mirror ' +
        'fields of core/v1 events. The specification lists them as deprecated; the API server goes further and refuses them when an ' +
        'Event is created through events.k8s.io/v1 ("needs to be unset", `FieldValueInvalid`). It reports them under the internal ' +
        'names `count`, `firstTimestamp`, `lastTimestamp` and `source`; the editor points at the manifest field. A zero count or empty ' +
        'source counts as unset. Updates of events that already carry them are accepted (see `event/deprecated-field`).',
    },
  },
  check(ctx) {
    const event = ctx.object;
    const report = (field: string, serverName: string): void =>
      ctx.report({
        messageId: 'set',
        path: [serverName],
        at: [field],
        data: { field },
        fix: { description: `Remove ${field}`, path: [field], action: 'remove' },
      });
    if ((num(event.deprecatedCount) ?? 0) !== 0) report('deprecatedCount', 'count');
    if (str(event.deprecatedFirstTimestamp)) report('deprecatedFirstTimestamp', 'firstTimestamp');
    if (str(event.deprecatedLastTimestamp)) report('deprecatedLastTimestamp', 'lastTimestamp');
    const source = obj(event.deprecatedSource);
    if (str(source.component) || str(source.host)) report('deprecatedSource', 'source');
  },
});
