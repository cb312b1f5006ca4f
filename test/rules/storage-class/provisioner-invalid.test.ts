import rule from '../../../rules/storage-class/provisioner-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: storage.k8s.io/v1
      kind: StorageClass
      metadata: {name: local}
      provisioner: kubernetes.io/no-provisioner
    `,
    yaml`
      apiVersion: storage.k8s.io/v1
      kind: StorageClass
      metadata: {name: fast}
      provisioner: Ebs.CSI.aws.com
    `,
  ],
  invalid: [
    {
      name: 'missing',
      code: yaml`
        apiVersion: storage.k8s.io/v1
        kind: StorageClass
        metadata: {name: fast}
        reclaimPolicy: Delete
      `,
      errors: [{ messageId: 'missing', path: 'provisioner', line: 3, column: 1 }],
    },
    {
      name: 'a space in the name',
      code: yaml`
        apiVersion: storage.k8s.io/v1
        kind: StorageClass
        metadata: {name: fast}
        provisioner: ebs csi
      `,
      errors: [{ messageId: 'invalid', path: 'provisioner', line: 4, column: 14, endColumn: 21 }],
    },
  ],
});
