import rule from '../../../rules/persistent-volume-claim/class-name-invalid.js';
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
          storageClassName: ""
          volumeAttributesClassName: ""
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
          volumeAttributesClassName: Gold
      `,
      errors: [
        { messageId: 'classNameInvalid', path: "spec.volumeAttributesClassName", line: 11, column: 30, endLine: 11, endColumn: 34 },
      ],
    },
  ],
});
