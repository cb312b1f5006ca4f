import rule from '../../../rules/persistent-volume-claim/storage-request-invalid.js';
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
      `,
    },
  ],
  invalid: [
    {
      name: "no storage request",
      code: yaml`
        apiVersion: v1
        kind: PersistentVolumeClaim
        metadata:
          name: data
          namespace: default
        spec:
          accessModes: [ReadWriteOnce]
          resources: {}
      `,
      errors: [
        { messageId: 'storageRequired', path: "spec.resources[storage]", line: 8, column: 3, endLine: 8, endColumn: 12 },
      ],
    },
    {
      name: "zero storage",
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
              storage: "0"
      `,
      errors: [
        { messageId: 'storageNotPositive', path: "spec.resources[storage]", line: 8, column: 3, endLine: 8, endColumn: 12 },
      ],
    },
  ],
});
