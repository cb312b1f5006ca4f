import rule from '../../../rules/persistent-volume-claim/access-modes-invalid.js';
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
          accessModes: [ReadOnlyMany, ReadWriteMany]
          resources:
            requests:
              storage: 10Gi
      `,
    },
  ],
  invalid: [
    {
      name: "no access modes",
      code: yaml`
        apiVersion: v1
        kind: PersistentVolumeClaim
        metadata:
          name: data
          namespace: default
        spec:
          resources:
            requests:
              storage: 10Gi
      `,
      errors: [
        { messageId: 'accessModesRequired', path: "spec.accessModes", line: 6, column: 1, endLine: 6, endColumn: 5 },
      ],
    },
    {
      name: "unknown mode",
      code: yaml`
        apiVersion: v1
        kind: PersistentVolumeClaim
        metadata:
          name: data
          namespace: default
        spec:
          accessModes: [ReadWriteAll]
          resources:
            requests:
              storage: 10Gi
      `,
      errors: [
        { messageId: 'accessModeNotSupported', path: "spec.accessModes", line: 7, column: 3, endLine: 7, endColumn: 14 },
      ],
    },
    {
      name: "ReadWriteOncePod with another mode",
      code: yaml`
        apiVersion: v1
        kind: PersistentVolumeClaim
        metadata:
          name: data
          namespace: default
        spec:
          accessModes: [ReadWriteOncePod, ReadWriteOnce]
          resources:
            requests:
              storage: 10Gi
      `,
      errors: [
        { messageId: 'readWriteOncePodNotAlone', path: "spec.accessModes", line: 7, column: 3, endLine: 7, endColumn: 14 },
      ],
    },
  ],
});
