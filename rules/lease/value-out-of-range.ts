import { createRule } from '@plumbline/engine';
import { num, obj } from '../_shared/helpers.js';

export default createRule({
  id: 'lease/value-out-of-range',
  meta: {
    kinds: ['Lease'],
    type: 'field',
    severity: 'error',
    messages: {
      duration: '`spec.leaseDurationSeconds` is {{value}}; it must be greater than 0.',
      transitions: '`spec.leaseTransitions` is {{value}}; it must be 0 or more.',
    },
    docs: {
      description: 'Enforce a positive leaseDurationSeconds and a non-negative leaseTransitions',
      spec: { doc: 'part2', section: 'Lease', field: 'spec.leaseDurationSeconds' },
      details:
        'The API server refuses a set `leaseDurationSeconds` of 0 or less and a negative `leaseTransitions` ' +
        '(`FieldValueInvalid`). Both are optional. Values outside int32 are decode errors.',
    },
  },
  check(ctx) {
    const spec = obj(ctx.object.spec);
    const duration = num(spec.leaseDurationSeconds);
    const transitions = num(spec.leaseTransitions);
    if (duration !== undefined && duration <= 0)
      ctx.report({ messageId: 'duration', path: ['spec', 'leaseDurationSeconds'], data: { value: duration } });
    if (transitions !== undefined && transitions < 0)
      ctx.report({ messageId: 'transitions', path: ['spec', 'leaseTransitions'], data: { value: transitions } });
  },
});
