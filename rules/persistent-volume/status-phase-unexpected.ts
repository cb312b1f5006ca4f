import { createRule } from '@plumbline/engine';
import { isObject } from '../_shared/helpers.js';
import { PV_PHASES } from './kind.js';

export default createRule({
  id: 'persistent-volume/status-phase-unexpected',
  meta: {
    kinds: ['PersistentVolume'],
    type: 'field',
    severity: 'warning',
    subresource: 'status',
    messages: {
      unknown: '`status.phase` is "{{value}}"; the phases are Pending, Available, Bound, Released and Failed.',
      reclaim:
        '`status.phase` moves from Released to Available under reclaim policy {{policy}}; only Recycle returns a released volume ' +
        'to the pool (with Retain an administrator reclaims it and clears `spec.claimRef`).',
    },
    docs: {
      description: 'Disallow unknown PersistentVolume phases and phase moves the state table does not have',
      spec: { doc: 'part3', section: 'States and transitions' },
      details: [
        'On the status subresource the server validates only the metadata: any phase string and any phase move is accepted. The ' +
          'specification lists the phases Pending, Available, Bound, Released and Failed, and a state table in which a Released volume ' +
          'stays Released under Retain (manual reclaim), is deleted under Delete and returns to the pool (Available) only under Recycle.',
        "Plumbline keeps the server's verdict and warns for an unknown phase and for Released → Available without Recycle while " +
          '`spec.claimRef` still names the old claim.',
      ].join('\n\n'),
    },
  },
  check(ctx) {
    const status = isObject(ctx.object.status) ? ctx.object.status : {};
    const phase = status.phase;
    if (typeof phase === 'string' && phase !== '' && !(PV_PHASES as readonly string[]).includes(phase))
      ctx.report({ messageId: 'unknown', path: ['status', 'phase'], data: { value: phase } });
    const old = ctx.oldObject && isObject(ctx.oldObject.status) ? ctx.oldObject.status : {};
    const spec = isObject(ctx.object.spec) ? ctx.object.spec : {};
    const policy = typeof spec.persistentVolumeReclaimPolicy === 'string' ? spec.persistentVolumeReclaimPolicy : 'Retain';
    if (old.phase === 'Released' && phase === 'Available' && policy !== 'Recycle' && isObject(spec.claimRef)) {
      ctx.report({ messageId: 'reclaim', path: ['status', 'phase'], data: { policy } });
    }
  },
});
