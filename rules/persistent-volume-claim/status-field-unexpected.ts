import { createRule } from '@plumbline/engine';
import { isObject, isSet } from '../_shared/helpers.js';
import { CLAIM_PHASES, MODIFY_STATUSES } from './kind.js';

export default createRule({
  id: 'persistent-volume-claim/status-field-unexpected',
  meta: {
    kinds: ['PersistentVolumeClaim'],
    type: 'field',
    severity: 'warning',
    subresource: 'status',
    messages: {
      phase: '`status.phase` is "{{value}}"; a claim\'s phases are Pending, Bound and Lost.',
      modifyStatusMissing: '`status.modifyVolumeStatus.status` is missing; it is required (Pending, InProgress or Infeasible).',
      modifyStatusUnknown: '`status.modifyVolumeStatus.status` is "{{value}}"; known values are Pending, InProgress and Infeasible.',
      conditionStatus: '`status.conditions[{{index}}].status` is "{{value}}"; a condition status is True, False or Unknown.',
    },
    docs: {
      description: 'Disallow claim status values outside the documented sets',
      spec: { doc: 'part3', section: 'PersistentVolumeClaim', field: 'modifyVolumeStatus' },
      details: [
        'On the status subresource the v1.34 server validates only the allocated resources ' +
          '(`persistent-volume-claim/status-allocation-invalid`): the phase, the conditions and `modifyVolumeStatus` are stored as sent. ' +
          'The specification requires `modifyVolumeStatus.status` (Pending, InProgress or Infeasible; consumers must tolerate new ' +
          'values) and condition statuses True, False or Unknown; the claim phases of the v1.34 API are Pending, Bound and Lost.',
        "Plumbline keeps the server's verdict and warns.",
      ].join('\n\n'),
    },
  },
  check(ctx) {
    const status = isObject(ctx.object.status) ? ctx.object.status : {};
    if (typeof status.phase === 'string' && status.phase !== '' && !(CLAIM_PHASES as readonly string[]).includes(status.phase)) {
      ctx.report({ messageId: 'phase', path: ['status', 'phase'], data: { value: status.phase } });
    }
    const mvs = status.modifyVolumeStatus;
    if (isObject(mvs)) {
      if (!isSet(mvs.status) || mvs.status === '')
        ctx.report({
          messageId: 'modifyStatusMissing',
          path: ['status', 'modifyVolumeStatus', 'status'],
          at: ['status', 'modifyVolumeStatus'],
          reason: 'FieldValueRequired',
        });
      else if (typeof mvs.status === 'string' && !(MODIFY_STATUSES as readonly string[]).includes(mvs.status)) {
        ctx.report({
          messageId: 'modifyStatusUnknown',
          path: ['status', 'modifyVolumeStatus', 'status'],
          reason: 'FieldValueNotSupported',
          data: { value: mvs.status },
        });
      }
    }
    if (Array.isArray(status.conditions)) {
      status.conditions.forEach((c, index) => {
        if (isObject(c) && typeof c.status === 'string' && !['True', 'False', 'Unknown'].includes(c.status)) {
          ctx.report({
            messageId: 'conditionStatus',
            path: ['status', 'conditions', index, 'status'],
            reason: 'FieldValueNotSupported',
            data: { index, value: c.status },
          });
        }
      });
    }
  },
});
