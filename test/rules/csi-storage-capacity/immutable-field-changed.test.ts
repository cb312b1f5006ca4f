import rule from '../../../rules/csi-storage-capacity/immutable-field-changed.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

const stored = yaml`
  apiVersion: storage.k8s.io/v1
  kind: CSIStorageCapacity
  metadata: {name: csisc-7f2c9, namespace: kube-system}
  storageClassName: fast-ssd
  capacity: 100Gi
  nodeTopology:
    matchLabels: {topology.ebs.csi.aws.com/zone: us-east-1a}
`;

ruleTester.run(rule, {
  valid: [{ name: 'capacity changes', old: stored, code: stored.replace('100Gi', '80Gi') }],
  invalid: [
    {
      name: 'class and topology change',
      old: stored,
      code: yaml`
        apiVersion: storage.k8s.io/v1
        kind: CSIStorageCapacity
        metadata: {name: csisc-7f2c9, namespace: kube-system}
        storageClassName: slow-hdd
        capacity: 100Gi
        nodeTopology: {}
      `,
      errors: [
        { messageId: 'changed', path: 'storageClassName', line: 4, column: 19 },
        { messageId: 'changed', path: 'nodeTopology', line: 6, column: 1 },
      ],
    },
  ],
});
