import rule from '../../../rules/pod/statefulset-update-forbidden.js';
import { ruleTester } from '../../utils/rule-tester.js';

const sts = (extra: string, size = '1Gi') =>
  'apiVersion: apps/v1\nkind: StatefulSet\nmetadata:\n  name: db\nspec:\n  serviceName: db\n' +
  '  selector:\n    matchLabels: {app: db}\n' +
  '  template:\n    metadata:\n      labels: {app: db}\n    spec:\n      containers:\n        - name: db\n          image: postgres\n' +
  '  volumeClaimTemplates:\n    - metadata:\n        name: data\n      spec:\n        accessModes: [ReadWriteOnce]\n' +
  `        resources: {requests: {storage: ${size}}}\n` +
  extra;

ruleTester.run(rule, {
  valid: [
    {
      name: 'replicas, image, update strategy, retention policy, minReadySeconds and revisionHistoryLimit change',
      code: sts(
        '  replicas: 5\n  minReadySeconds: 10\n  revisionHistoryLimit: 3\n  updateStrategy: {type: OnDelete}\n' +
          '  persistentVolumeClaimRetentionPolicy: {whenDeleted: Delete}\n  ordinals: {start: 1}\n',
      ).replace('image: postgres', 'image: postgres:17'),
      old: sts('  replicas: 3\n'),
    },
    { name: 'an explicit default podManagementPolicy is no change', code: sts('  podManagementPolicy: OrderedReady\n'), old: sts('') },
  ],
  invalid: [
    {
      name: 'a larger volume claim template',
      code: sts('', '2Gi'),
      old: sts(''),
      errors: [
        {
          messageId: 'changed',
          path: 'spec',
          line: 5,
          column: 1,
          endLine: 5,
          endColumn: 5,
          message:
            '`spec.volumeClaimTemplates[0].spec.resources.requests.storage` changes; updates to a StatefulSet spec may change only ' +
            '`replicas`, `ordinals`, `template`, `updateStrategy`, `revisionHistoryLimit`, `persistentVolumeClaimRetentionPolicy`, ' +
            '`minReadySeconds` (delete the StatefulSet with `--cascade=orphan` and create it again to change anything else).',
        },
      ],
    },
    {
      name: 'a new serviceName',
      code: sts('').replace('serviceName: db', 'serviceName: db-headless'),
      old: sts(''),
      errors: [{ messageId: 'changed', path: 'spec', line: 5, column: 1 }],
    },
    {
      name: 'a changed podManagementPolicy against the stored default',
      code: sts('  podManagementPolicy: Parallel\n'),
      old: sts(''),
      errors: [{ messageId: 'changed', path: 'spec', line: 5, column: 1 }],
    },
  ],
});
