import rule from '../../../rules/manifest/kind-missing.js';
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
        metadata:
          name: web-config
      `,
      errors: [{ messageId: 'missing', path: 'kind', line: 1, column: 1 }],
    },
    { name: 'empty kind', code: 'apiVersion: v1\nkind: ""\nmetadata: {name: x}\n', errors: [{ messageId: 'missing', path: 'kind', line: 2, column: 7 }] },
  ],
});
