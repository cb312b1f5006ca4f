import rule from '../../../rules/yaml/duplicate-key.js';
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
        metadata:
          name: web
          name: api
        spec: {ports: [{port: 80}]}
      `,
      errors: [{ messageId: 'duplicateKey', line: 5, column: 3 }],
    },
    { name: 'in JSON', code: '{"apiVersion": "v1", "kind": "Service", "kind": "Pod"}', errors: [{ messageId: 'duplicateKey', line: 1, column: 41 }] },
  ],
});
