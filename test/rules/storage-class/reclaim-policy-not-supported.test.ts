import rule from '../../../rules/storage-class/reclaim-policy-not-supported.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: ['Delete', 'Retain'].map(
    (policy) => yaml`
      apiVersion: storage.k8s.io/v1
      kind: StorageClass
      metadata: {name: fast}
      provisioner: ebs.csi.aws.com
      reclaimPolicy: ${policy}
    `,
  ),
  invalid: [
    {
      name: 'Recycle',
      code: yaml`
        apiVersion: storage.k8s.io/v1
        kind: StorageClass
        metadata: {name: fast}
        provisioner: ebs.csi.aws.com
        reclaimPolicy: Recycle
      `,
      errors: [{ messageId: 'recycle', path: 'reclaimPolicy', line: 5, column: 16 }],
    },
    {
      name: 'lower case',
      code: yaml`
        apiVersion: storage.k8s.io/v1
        kind: StorageClass
        metadata: {name: fast}
        provisioner: ebs.csi.aws.com
        reclaimPolicy: retain
      `,
      errors: [{ messageId: 'notSupported', path: 'reclaimPolicy', message: '`reclaimPolicy` is "retain"; allowed: "Delete", "Retain".', line: 5, column: 16 }],
    },
  ],
});
