import rule from '../../../rules/service/port-name-duplicate.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: Service
      metadata:
        name: web
      spec:
        ports:
          - {name: http, port: 80}
          - {name: https, port: 443}
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
          ports:
            - name: http
              port: 80
            - name: http
              port: 8080
      `,
      errors: [{ messageId: 'duplicate', path: 'spec.ports[1].name', message: '`spec.ports[1].name` is "http", already used by `spec.ports[0]`; port names must be unique.', line: 9, column: 13, endColumn: 17 }],
    },
  ],
});
