import { jsonEqual } from '../_shared/json-equal.js';
import { createRule } from '@plumbline/engine';
import { isObject, num, str } from '../_shared/helpers.js';

export default createRule({
  id: 'event/series-invalid',
  meta: {
    kinds: ['events/Event'],
    type: 'field',
    severity: 'error',
    messages: {
      count: '`series.count` is {{count}}; a series stands for repeated occurrences, so the count must be at least 2.',
      lastObservedTime: '`series.lastObservedTime` is missing; a series needs the time of its last heartbeat.',
    },
    docs: {
      description: 'Require a series count of at least 2 and a lastObservedTime',
      spec: { doc: 'part2', section: 'Event', field: 'series' },
      details:
        'The specification only calls `series.count` required. The API server requires `series.count` to be at least 2 ' +
        '(`FieldValueInvalid`, a single occurrence has no series) and `series.lastObservedTime` to be set (`FieldValueRequired`). It ' +
        'checks the series on create, and on update only when the series changed.',
    },
  },
  check(ctx) {
    const series = ctx.object.series;
    if (!isObject(series)) return;
    if (ctx.operation === 'UPDATE' && ctx.oldObject && jsonEqual(series, ctx.oldObject.series)) return;
    const count = num(series.count) ?? 0;
    if (count < 2) ctx.report({ messageId: 'count', path: ['series', 'count'], data: { count } });
    if (!str(series.lastObservedTime))
      ctx.report({ messageId: 'lastObservedTime', path: ['series', 'lastObservedTime'], reason: 'FieldValueRequired' });
  },
});
