import { createRule, formatPath, type PathSegment } from '@plumbline/engine';
import { isObject, quoteList } from '../_shared/helpers.js';
import { POD_SPEC_REFS } from './_containers.js';

const POD_MANAGEMENT = ['OrderedReady', 'Parallel'];
const UPDATE_TYPES = ['RollingUpdate', 'OnDelete'];
const RETENTION = ['Retain', 'Delete'];

export default createRule({
  id: 'pod/statefulset-spec-invalid',
  meta: {
    kinds: ['StatefulSet'],
    type: 'field',
    severity: 'error',
    reason: 'FieldValueInvalid',
    messages: {
      podManagementPolicy: '`spec.podManagementPolicy` is "{{value}}"; it is one of {{allowed}}.',
      updateType: '`spec.updateStrategy` has type "{{value}}"; a StatefulSet update strategy type is one of {{allowed}}.',
      rollingWithOnDelete: '`spec.updateStrategy.rollingUpdate` is set, but the type is "OnDelete"; it goes only with "RollingUpdate".',
      negative: '`{{path}}` is {{value}}; it must be 0 or more.',
      retention: '`{{path}}` is "{{value}}"; a PVC retention policy is one of {{allowed}}.',
    },
    docs: {
      description: 'Enforce the StatefulSet policies, update strategy and counters the server accepts',
      spec: POD_SPEC_REFS,
      details:
        'As the server does (`ValidateStatefulSetSpec`, `validateRollingUpdateStatefulSet`, ' +
        '`ValidatePersistentVolumeClaimRetentionPolicy`, Kubernetes v1.34), after `SetDefaults_StatefulSet` (empty ' +
        '`podManagementPolicy` becomes OrderedReady, an empty update type RollingUpdate, empty retention policies Retain): ' +
        '`podManagementPolicy` is OrderedReady or Parallel; `updateStrategy.type` is RollingUpdate or OnDelete (an unknown ' +
        'type is reported at `spec.updateStrategy`); `rollingUpdate` is not set with OnDelete; `rollingUpdate.partition`, ' +
        '`minReadySeconds` and `ordinals.start` are 0 or more; `persistentVolumeClaimRetentionPolicy.whenDeleted` and ' +
        '`whenScaled` are Retain or Delete. `rollingUpdate.maxUnavailable` (MaxUnavailableStatefulSet gate) is not checked.',
    },
  },
  check(ctx) {
    const spec = ctx.object.spec;
    if (!isObject(spec)) return;
    const policy = spec.podManagementPolicy;
    if (typeof policy === 'string' && policy !== '' && !POD_MANAGEMENT.includes(policy)) {
      const data = { value: policy, allowed: quoteList(POD_MANAGEMENT) };
      ctx.report({ messageId: 'podManagementPolicy', path: ['spec', 'podManagementPolicy'], data });
    }
    const negative = (path: PathSegment[], value: unknown): void => {
      if (typeof value === 'number' && value < 0) ctx.report({ messageId: 'negative', path, data: { path: formatPath(path), value } });
    };
    const strategy = spec.updateStrategy;
    if (isObject(strategy)) {
      const type = typeof strategy.type === 'string' && strategy.type !== '' ? strategy.type : 'RollingUpdate';
      const rolling = strategy.rollingUpdate;
      if (!UPDATE_TYPES.includes(type)) {
        ctx.report({ messageId: 'updateType', path: ['spec', 'updateStrategy'], data: { value: type, allowed: quoteList(UPDATE_TYPES) } });
      } else if (type === 'OnDelete' && rolling !== undefined && rolling !== null) {
        ctx.report({ messageId: 'rollingWithOnDelete', path: ['spec', 'updateStrategy', 'rollingUpdate'] });
      } else if (type === 'RollingUpdate' && isObject(rolling)) {
        negative(['spec', 'updateStrategy', 'rollingUpdate', 'partition'], rolling.partition);
      }
    }
    negative(['spec', 'minReadySeconds'], spec.minReadySeconds);
    if (isObject(spec.ordinals)) negative(['spec', 'ordinals', 'start'], spec.ordinals.start);
    const retention = spec.persistentVolumeClaimRetentionPolicy;
    if (isObject(retention)) {
      for (const field of ['whenDeleted', 'whenScaled']) {
        const value = retention[field];
        if (typeof value === 'string' && value !== '' && !RETENTION.includes(value)) {
          const path = ['spec', 'persistentVolumeClaimRetentionPolicy', field];
          const data = { path: formatPath(path), value, allowed: quoteList(RETENTION) };
          ctx.report({ messageId: 'retention', path, reason: 'FieldValueNotSupported', data });
        }
      }
    }
  },
});
