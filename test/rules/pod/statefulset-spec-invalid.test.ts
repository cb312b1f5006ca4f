import rule from '../../../rules/pod/statefulset-spec-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

const statefulSet = (fields: string): string => yaml`
  apiVersion: apps/v1
  kind: StatefulSet
  metadata:
    name: db
  spec:
    ${fields}
    serviceName: db
    selector:
      matchLabels: {app: db}
    template:
      metadata:
        labels: {app: db}
      spec:
        containers:
          - name: db
            image: postgres
`;

ruleTester.run(rule, {
  valid: [
    { name: 'the defaults', code: statefulSet('replicas: 3') },
    {
      name: 'Parallel, OnDelete, zero partition elsewhere, Delete retention',
      code: statefulSet(
        'podManagementPolicy: Parallel\n    updateStrategy: {type: OnDelete}\n    minReadySeconds: 0\n' +
          '    persistentVolumeClaimRetentionPolicy: {whenDeleted: Delete, whenScaled: Retain}',
      ),
    },
  ],
  invalid: [
    {
      name: 'the conformance example: a negative partition',
      code: statefulSet('updateStrategy: {type: RollingUpdate, rollingUpdate: {partition: -1}}'),
      errors: [
        {
          messageId: 'negative',
          path: 'spec.updateStrategy.rollingUpdate.partition',
          message: '`spec.updateStrategy.rollingUpdate.partition` is -1; it must be 0 or more.',
          line: 6,
          column: 68,
        },
      ],
    },
    {
      name: 'rollingUpdate with OnDelete, an unknown pod management policy',
      code: statefulSet('podManagementPolicy: Serial\n    updateStrategy: {type: OnDelete, rollingUpdate: {partition: 1}}'),
      errors: [
        {
          messageId: 'podManagementPolicy',
          path: 'spec.podManagementPolicy',
          message: '`spec.podManagementPolicy` is "Serial"; it is one of "OrderedReady", "Parallel".',
          line: 6,
          column: 24,
        },
        {
          messageId: 'rollingWithOnDelete',
          path: 'spec.updateStrategy.rollingUpdate',
          message: '`spec.updateStrategy.rollingUpdate` is set, but the type is "OnDelete"; it goes only with "RollingUpdate".',
          line: 7,
          column: 36,
        },
      ],
    },
    {
      name: 'an unknown update type, negative minReadySeconds and ordinals, a bad retention policy',
      code: statefulSet(
        'updateStrategy: {type: Blue}\n    minReadySeconds: -1\n    ordinals: {start: -2}\n' +
          '    persistentVolumeClaimRetentionPolicy: {whenDeleted: Keep}',
      ),
      errors: [
        {
          messageId: 'updateType',
          path: 'spec.updateStrategy',
          message: '`spec.updateStrategy` has type "Blue"; a StatefulSet update strategy type is one of "RollingUpdate", "OnDelete".',
          line: 6,
          column: 3,
        },
        { messageId: 'negative', path: 'spec.minReadySeconds', line: 7, column: 20 },
        { messageId: 'negative', path: 'spec.ordinals.start', line: 8, column: 21 },
        {
          messageId: 'retention',
          path: 'spec.persistentVolumeClaimRetentionPolicy.whenDeleted',
          message:
            '`spec.persistentVolumeClaimRetentionPolicy.whenDeleted` is "Keep"; a PVC retention policy is one of "Retain", "Delete".',
          line: 9,
          column: 55,
        },
      ],
    },
  ],
});
