import rule from '../../../rules/schema/unknown-field.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [yaml`
    apiVersion: v1
    kind: Service
    metadata: {name: web}
    spec: {ports: [{port: 80}]}
  `],
  invalid: [
    {
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata: {name: web}
        spec:
          ports: [{port: 80}]
          selectr: {app: web}
      `,
      errors: [{ messageId: 'unknownField', path: 'spec.selectr', line: 6, column: 3, endColumn: 10, severity: 'warning' }],
    },
  ],
});
