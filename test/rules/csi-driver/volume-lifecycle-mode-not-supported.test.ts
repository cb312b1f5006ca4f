import rule from '../../../rules/csi-driver/volume-lifecycle-mode-not-supported.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: storage.k8s.io/v1
      kind: CSIDriver
      metadata: {name: ebs.csi.aws.com}
      spec: {volumeLifecycleModes: [Persistent, Ephemeral]}
    `,
  ],
  invalid: [
    {
      code: yaml`
        apiVersion: storage.k8s.io/v1
        kind: CSIDriver
        metadata: {name: ebs.csi.aws.com}
        spec:
          volumeLifecycleModes:
            - Persistent
            - Inline
      `,
      errors: [{ messageId: 'notSupported', path: 'spec.volumeLifecycleModes', line: 7, column: 7, endColumn: 13 }],
    },
  ],
});
