import rule from '../../../rules/csi-driver/immutable-field-changed.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

const stored = yaml`
  apiVersion: storage.k8s.io/v1
  kind: CSIDriver
  metadata: {name: ebs.csi.aws.com}
  spec:
    attachRequired: true
    podInfoOnMount: false
    volumeLifecycleModes: [Persistent]
    fsGroupPolicy: File
`;

ruleTester.run(rule, {
  valid: [
    {
      name: 'mutable fields change, defaults match the stored values',
      old: stored,
      code: yaml`
        apiVersion: storage.k8s.io/v1
        kind: CSIDriver
        metadata: {name: ebs.csi.aws.com}
        spec:
          podInfoOnMount: true
          fsGroupPolicy: None
          storageCapacity: true
          tokenRequests: [{audience: vault}]
      `,
    },
  ],
  invalid: [
    {
      code: yaml`
        apiVersion: storage.k8s.io/v1
        kind: CSIDriver
        metadata: {name: ebs.csi.aws.com}
        spec:
          attachRequired: false
          podInfoOnMount: false
          volumeLifecycleModes: [Persistent, Ephemeral]
          fsGroupPolicy: File
      `,
      old: stored,
      errors: [
        { messageId: 'attachRequired', path: 'spec.attachedRequired', line: 5, column: 19 },
        { messageId: 'volumeLifecycleModes', path: 'spec.volumeLifecycleModes', line: 7, column: 3 },
      ],
    },
  ],
});
