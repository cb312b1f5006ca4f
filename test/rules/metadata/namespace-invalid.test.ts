import rule from '../../../rules/metadata/namespace-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: Service
      metadata: {name: web, namespace: team-a}
      spec: {ports: [{port: 80}]}
    `,
    { name: 'namespace omitted: the request namespace is used', code: 'apiVersion: v1\nkind: Service\nmetadata: {name: web}\nspec: {ports: [{port: 80}]}\n' },
  ],
  invalid: [
    {
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
          namespace: Team_A
        spec: {ports: [{port: 80}]}
      `,
      errors: [{ messageId: 'invalid', path: 'metadata.namespace', line: 5, column: 14, endColumn: 20 }],
    },
  ],
});
