import rule from '../../../rules/service/external-name-ignored.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: Service
      metadata:
        name: db
      spec:
        type: ExternalName
        externalName: db.example.com
    `,
  ],
  invalid: [
    {
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: db
        spec:
          externalName: db.example.com
          ports: [{port: 5432}]
      `,
      errors: [{ messageId: 'ignored', path: 'spec.externalName', severity: 'warning', line: 6, column: 17, endColumn: 31 }],
    },
  ],
});
