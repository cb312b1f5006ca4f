import rule from '../../../rules/persistent-volume-claim/requests-above-limits.js';
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
            limits:
              storage: 10Gi
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
            limits:
              storage: 5Gi
      `,
      errors: [
        { messageId: 'above', path: "spec.resources.requests[storage]", line: 10, column: 16, endLine: 10, endColumn: 20 },
      ],
    },
  ],
});
