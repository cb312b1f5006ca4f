import rule from '../../../rules/storage-class/immutable-field-changed.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

const stored = yaml`
  apiVersion: storage.k8s.io/v1
  kind: StorageClass
  metadata: {name: fast}
  provisioner: ebs.csi.aws.com
  parameters: {type: gp3}
  allowVolumeExpansion: false
`;

ruleTester.run(rule, {
  valid: [
    {
      name: 'defaults written out, expansion allowed',
      old: stored,
      code: yaml`
        apiVersion: storage.k8s.io/v1
        kind: StorageClass
        metadata: {name: fast}
        provisioner: ebs.csi.aws.com
        parameters: {type: gp3}
        reclaimPolicy: Delete
        volumeBindingMode: Immediate
        allowVolumeExpansion: true
      `,
    },
  ],
  invalid: [
    {
      old: stored,
      code: yaml`
        apiVersion: storage.k8s.io/v1
        kind: StorageClass
        metadata: {name: fast}
        provisioner: efs.csi.aws.com
        parameters: {type: gp2}
        reclaimPolicy: Retain
        volumeBindingMode: WaitForFirstConsumer
      `,
      errors: [
        { messageId: 'forbidden', path: 'provisioner', line: 4, column: 14 },
        { messageId: 'forbidden', path: 'parameters', line: 5, column: 1 },
        { messageId: 'forbidden', path: 'reclaimPolicy', line: 6, column: 16 },
        { messageId: 'immutable', path: 'volumeBindingMode', line: 7, column: 20 },
      ],
    },
  ],
});
