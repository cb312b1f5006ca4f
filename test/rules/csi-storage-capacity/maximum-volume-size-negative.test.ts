import rule from '../../../rules/csi-storage-capacity/maximum-volume-size-negative.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: storage.k8s.io/v1
      kind: CSIStorageCapacity
      metadata: {name: csisc-7f2c9, namespace: kube-system}
      storageClassName: fast-ssd
      maximumVolumeSize: 16Ti
    `,
  ],
  invalid: [
    {
      code: yaml`
        apiVersion: storage.k8s.io/v1
        kind: CSIStorageCapacity
        metadata: {name: csisc-7f2c9, namespace: kube-system}
        storageClassName: fast-ssd
        maximumVolumeSize: -5
      `,
      errors: [{ messageId: 'negative', path: 'maximumVolumeSize', severity: 'warning', line: 5, column: 20 }],
    },
  ],
});
