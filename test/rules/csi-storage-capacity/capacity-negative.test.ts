import rule from '../../../rules/csi-storage-capacity/capacity-negative.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: storage.k8s.io/v1
      kind: CSIStorageCapacity
      metadata: {name: csisc-7f2c9, namespace: kube-system}
      storageClassName: fast-ssd
      capacity: 0
      maximumVolumeSize: -1Gi
    `,
  ],
  invalid: [
    {
      code: yaml`
        apiVersion: storage.k8s.io/v1
        kind: CSIStorageCapacity
        metadata: {name: csisc-7f2c9, namespace: kube-system}
        storageClassName: fast-ssd
        capacity: -1Gi
      `,
      errors: [{ messageId: 'negative', path: 'capacity', line: 5, column: 11 }],
    },
  ],
});
