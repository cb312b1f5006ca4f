import rule from '../../../rules/service/port-name-missing.js';
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
          - port: 80
    `,
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
            - {name: http, port: 80}
            - port: 443
      `,
      errors: [{ messageId: 'missing', path: 'spec.ports[1].name', line: 8, column: 7, endColumn: 16 }],
    },
  ],
});
