import rule from '../../../rules/persistent-volume/volume-mode-not-supported.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    {
      name: "valid #0",
      code: yaml`
        apiVersion: v1
        kind: PersistentVolume
        metadata:
          name: pv-1
        spec:
          capacity:
            storage: 10Gi
          accessModes: [ReadWriteOnce]
          volumeMode: Block
          nfs:
            server: nfs.example.com
            path: /exports
      `,
    },
  ],
  invalid: [
    {
      name: "invalid #0",
      code: yaml`
        apiVersion: v1
        kind: PersistentVolume
        metadata:
          name: pv-1
        spec:
          capacity:
            storage: 10Gi
          accessModes: [ReadWriteOnce]
          volumeMode: Raw
          nfs:
            server: nfs.example.com
            path: /exports
      `,
      errors: [
        { messageId: 'volumeModeNotSupported', path: "spec.volumeMode", line: 9, column: 15, endLine: 9, endColumn: 18 },
      ],
    },
  ],
});
