import rule from '../../../rules/persistent-volume-claim/volume-mode-not-supported.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    {
      name: "valid #0",
      code: yaml`
        apiVersion: v1
        kind: PersistentVolumeClaim
        metadata:
          name: data
          namespace: default
        spec:
          accessModes: [ReadWriteOnce]
          resources:
            requests:
              storage: 10Gi
          volumeMode: Block
      `,
    },
  ],
  invalid: [
    {
      name: "invalid #0",
      code: yaml`
        apiVersion: v1
        kind: PersistentVolumeClaim
        metadata:
          name: data
          namespace: default
        spec:
          accessModes: [ReadWriteOnce]
          resources:
            requests:
              storage: 10Gi
          volumeMode: block
      `,
      errors: [
        { messageId: 'volumeModeNotSupported', path: "spec.volumeMode", line: 11, column: 15, endLine: 11, endColumn: 20 },
      ],
    },
  ],
});
