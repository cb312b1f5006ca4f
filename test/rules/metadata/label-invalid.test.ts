import rule from '../../../rules/metadata/label-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: Service
      metadata:
        name: web
        labels:
          app: web
          app.kubernetes.io/name: web
          empty: ""
      spec:
        ports: [{port: 80}]
    `,
  ],
  invalid: [
    {
      name: 'value with a slash',
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
          labels:
            app: web/frontend
        spec:
          ports: [{port: 80}]
      `,
      errors: [{ messageId: 'value', path: 'metadata.labels', line: 6, column: 10, endLine: 6, endColumn: 22 }],
    },
    {
      name: 'key with an empty name part',
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
          labels:
            example.com/: x
        spec:
          ports: [{port: 80}]
      `,
      errors: [{ messageId: 'key', path: 'metadata.labels', message: '`metadata.labels` has the key "example.com/": name part must be non-empty.', line: 6, column: 5, endColumn: 17 }],
    },
  ],
});
