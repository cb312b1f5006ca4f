import rule from '../../../rules/csi-storage-capacity/storage-class-name-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: storage.k8s.io/v1
      kind: CSIStorageCapacity
      metadata: {name: csisc-7f2c9, namespace: kube-system}
      storageClassName: fast-ssd
    `,
  ],
  invalid: [
    {
      name: 'missing',
      code: yaml`
        apiVersion: storage.k8s.io/v1
        kind: CSIStorageCapacity
        metadata: {name: csisc-7f2c9, namespace: kube-system}
        capacity: 100Gi
      `,
      errors: [{ messageId: 'missing', path: 'storageClassName', line: 3, column: 1 }],
    },
    {
      name: 'upper case',
      code: yaml`
        apiVersion: storage.k8s.io/v1
        kind: CSIStorageCapacity
        metadata: {name: csisc-7f2c9, namespace: kube-system}
        storageClassName: Fast_SSD
      `,
      errors: [{ messageId: 'invalid', path: 'storageClassName', line: 4, column: 19 }],
    },
  ],
});
