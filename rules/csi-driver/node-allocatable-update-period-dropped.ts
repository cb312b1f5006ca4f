import { createRule } from '@plumbline/engine';
import { isSet, spec } from '../_shared/helpers.js';
import { PERIOD_GATE, periodKept } from './_period.js';

export default createRule({
  id: 'csi-driver/node-allocatable-update-period-dropped',
  meta: {
    kinds: ['CSIDriver'],
    type: 'field',
    severity: 'warning',
    messages: {
      dropped:
        '`spec.nodeAllocatableUpdatePeriodSeconds` is set, but the feature gate {{gate}} is off, so the server drops the field ' +
        'and the allocatable count is never refreshed.',
    },
    docs: {
      description: 'Disallow `nodeAllocatableUpdatePeriodSeconds` while its feature gate is off',
      spec: { doc: 'part3', section: 'CSIDriver', field: 'nodeAllocatableUpdatePeriodSeconds' },
      details:
        'With the feature gate `MutableCSINodeAllocatableCount` off (the v1.34 default) the server silently drops the field before it ' +
        'validates and stores the object (it keeps it on updates when the stored object already has it). The object is accepted, but ' +
        'the setting has no effect, and an invalid value (below 10) goes unnoticed until the gate is switched on. Configure ' +
        '`featureGates: { MutableCSINodeAllocatableCount: true }` when the cluster has the gate on.',
    },
  },
  check(ctx) {
    if (!isSet(spec(ctx).nodeAllocatableUpdatePeriodSeconds) || periodKept(ctx)) return;
    ctx.report({ messageId: 'dropped', path: ['spec', 'nodeAllocatableUpdatePeriodSeconds'], target: 'key', data: { gate: PERIOD_GATE } });
  },
});
