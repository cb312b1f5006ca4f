import { jsonEqual } from '../_shared/json-equal.js';
import { createRule } from '@plumbline/engine';
import { isObject } from '../_shared/helpers.js';
import { SERVER_NAME_OF } from './_fields.js';

const IMMUTABLE = [
  'regarding',
  'reason',
  'note',
  'deprecatedSource',
  'deprecatedFirstTimestamp',
  'deprecatedLastTimestamp',
  'deprecatedCount',
  'type',
  'eventTime',
  'action',
  'related',
  'reportingController',
  'reportingInstance',
] as const;
const TIMES = new Set(['eventTime', 'deprecatedFirstTimestamp', 'deprecatedLastTimestamp']);

/** The value as the server holds it: unset, null, empty string, 0 and empty objects are all the zero value. */
function normalise(value: unknown, time: boolean): unknown {
  if (value === undefined || value === null || value === '' || value === 0 || value === false) return undefined;
  if (time && typeof value === 'string') {
    // Times compare as instants; keep the digits below the millisecond.
    const ms = Date.parse(value);
    const fraction = /\.(\d+)/.exec(value)?.[1] ?? '';
    return Number.isNaN(ms) ? value : `${ms}.${fraction.slice(3).padEnd(6, '0')}`;
  }
  if (isObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      const n = normalise(v, false);
      if (n !== undefined) out[k] = n;
    }
    return Object.keys(out).length > 0 ? out : undefined;
  }
  return value;
}

export default createRule({
  id: 'event/field-immutable',
  meta: {
    kinds: ['events/Event'],
    type: 'transition',
    severity: 'error',
    messages: {
      immutable:
        '`{{field}}` changed from the stored Event; it cannot be changed after creation (only `series` and metadata ' + 'may change).',
    },
    docs: {
      description: 'Disallow changes to the immutable fields of an Event',
      spec: { doc: 'part2', section: 'Event' },
      details:
        'When an Event is updated through events.k8s.io/v1 the API server keeps almost everything fixed: `regarding`, `related`, ' +
        '`reason`, `note`, `type`, `eventTime`, `action`, `reportingController`, `reportingInstance` and the deprecated fields ("field ' +
        'is immutable", `FieldValueInvalid`). A series may be updated. The server reports the internal names (`involvedObject`, ' +
        '`message`, `source`, `firstTimestamp`, `lastTimestamp`, `count`); the editor points at the manifest field. Unset, null and ' +
        'empty values count as equal, and times compare as instants.',
    },
  },
  check(ctx) {
    const old = ctx.oldObject;
    if (!old) return;
    for (const field of IMMUTABLE) {
      const time = TIMES.has(field);
      if (jsonEqual(normalise(ctx.object[field], time), normalise(old[field], time))) continue;
      ctx.report({ messageId: 'immutable', path: [SERVER_NAME_OF[field] ?? field], at: [field], data: { field } });
    }
  },
});
