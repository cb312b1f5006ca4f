import rule from '../../../rules/service/external-name-invalid.js';
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
        externalName: db.example.com.
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
          type: ExternalName
          externalName: -db.example.com
      `,
      errors: [{ messageId: 'invalid', path: 'spec.externalName', line: 7, column: 17, endColumn: 32 }],
    },
    {
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: db
        spec:
          type: ExternalName
      `,
      errors: [{ messageId: 'missing', path: 'spec.externalName', line: 5, column: 1 }],
    },
  ],
});
