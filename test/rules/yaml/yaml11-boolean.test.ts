import rule from '../../../rules/yaml/yaml11-boolean.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: Service
      metadata:
        name: web
        labels: {enabled: "yes"}
      spec: {ports: [{port: 80}]}
    `,
    { name: 'a custom resource is not checked', code: 'apiVersion: example.com/v1\nkind: Thing\nmetadata: {name: x}\nspec: {flag: yes}\n' },
  ],
  invalid: [
    {
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
          labels:
            enabled: on
        spec: {ports: [{port: 80}]}
      `,
      errors: [{ messageId: 'yaml11Boolean', path: 'metadata.labels[enabled]', line: 6, column: 14, endColumn: 16, severity: 'warning' }],
    },
  ],
});
