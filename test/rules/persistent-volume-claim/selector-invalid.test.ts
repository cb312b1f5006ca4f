import rule from '../../../rules/persistent-volume-claim/selector-invalid.js';
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
          selector:
            matchLabels: {tier: gold}
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
          selector:
            matchExpressions:
              - {key: tier, operator: Exists, values: [gold]}
      `,
      errors: [
        { messageId: 'selectorInvalid', path: "spec.selector.matchExpressions[0].values", line: 13, column: 39, endLine: 13, endColumn: 45 },
      ],
    },
  ],
});
