import rule from '../../../rules/metadata/finalizer-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: Service
      metadata:
        name: web
        finalizers: [example.com/a, example.com/a]
      spec: {ports: [{port: 80}]}
    `,
  ],
  invalid: [
    {
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
          finalizers:
          - Example.com/cleanup
        spec: {ports: [{port: 80}]}
      `,
      errors: [{ messageId: 'invalid', path: 'metadata.finalizers', line: 6, column: 5, endColumn: 24 }],
    },
  ],
});
