import rule from '../../../rules/service/selector-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: Service
      metadata:
        name: web
      spec:
        selector:
          app.kubernetes.io/name: web
        ports: [{port: 80}]
    `,
  ],
  invalid: [
    {
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
        spec:
          selector:
            app/: web
            tier: front end
          ports: [{port: 80}]
      `,
      errors: [
        { messageId: 'key', path: 'spec.selector', line: 7, column: 5, endColumn: 9 },
        { messageId: 'value', path: 'spec.selector', line: 8, column: 11, endColumn: 20 },
      ],
    },
  ],
});
