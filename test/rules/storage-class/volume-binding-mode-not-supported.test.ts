import rule from '../../../rules/storage-class/volume-binding-mode-not-supported.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: storage.k8s.io/v1
      kind: StorageClass
      metadata: {name: fast}
      provisioner: ebs.csi.aws.com
      volumeBindingMode: WaitForFirstConsumer
    `,
    yaml`
      apiVersion: storage.k8s.io/v1
      kind: StorageClass
      metadata: {name: fast}
      provisioner: ebs.csi.aws.com
    `,
  ],
  invalid: [
    {
      code: yaml`
        apiVersion: storage.k8s.io/v1
        kind: StorageClass
        metadata: {name: fast}
        provisioner: ebs.csi.aws.com
        volumeBindingMode: Lazy
      `,
      errors: [{ messageId: 'notSupported', path: 'volumeBindingMode', line: 5, column: 20 }],
    },
  ],
});
