import { createRule } from '@plumbline/engine';
import { spec } from '../_shared/helpers.js';
import { periodKept } from './_period.js';

export default createRule({
  id: 'csi-driver/node-allocatable-update-period-too-short',
  meta: {
    kinds: ['CSIDriver'],
    type: 'field',
    severity: 'error',
    messages: {
      tooShort: '`spec.nodeAllocatableUpdatePeriodSeconds` is {{value}}; at least 10 seconds is required.',
    },
    docs: {
      description: 'Enforce a period of at least 10 seconds for allocatable count updates',
      spec: { doc: 'part3', section: 'CSIDriver', field: 'nodeAllocatableUpdatePeriodSeconds' },
      details:
        'The field is beta behind the feature gate `MutableCSINodeAllocatableCount`, which is off by default in v1.34. With the gate on ' +
        'the server refuses a value below 10. With the gate off it drops the field on create (and on updates whose stored object does ' +
        'not have it) before validation, so no minimum applies; `csi-driver/node-allocatable-update-period-dropped` warns about that ' +
        'instead.',
    },
  },
  check(ctx) {
    const value = spec(ctx).nodeAllocatableUpdatePeriodSeconds;
    if (typeof value !== 'number' || value >= 10 || !periodKept(ctx)) return;
    ctx.report({ messageId: 'tooShort', path: ['spec', 'nodeAllocatableUpdatePeriodSeconds'], data: { value } });
  },
});
