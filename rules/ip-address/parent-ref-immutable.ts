import { jsonEqual } from '../_shared/json-equal.js';
import { createRule } from '@plumbline/engine';
import { obj } from '../_shared/helpers.js';

function normalise(ref: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(obj(ref))) if (typeof v === 'string' && v !== '') out[k] = v;
  return out;
}

export default createRule({
  id: 'ip-address/parent-ref-immutable',
  meta: {
    kinds: ['IPAddress'],
    type: 'transition',
    severity: 'error',
    messages: {
      immutable:
        '`spec.parentRef` changed from the stored IPAddress; the parent of an allocated address cannot change (delete ' +
        'and recreate it).',
    },
    docs: {
      description: 'Disallow changing the parent reference of an IPAddress',
      spec: { doc: 'part2', section: 'IPAddress', field: 'spec.parentRef' },
      details:
        'On update the API server refuses any change of `spec.parentRef` ("field is immutable", `FieldValueInvalid`). Labels and ' +
        'annotations may change. Empty and unset subfields count as equal.',
    },
  },
  check(ctx) {
    const now = normalise(obj(ctx.object.spec).parentRef);
    const before = normalise(obj(ctx.oldObject?.spec).parentRef);
    if (!jsonEqual(now, before)) ctx.report({ messageId: 'immutable', path: ['spec', 'parentRef'] });
  },
});
