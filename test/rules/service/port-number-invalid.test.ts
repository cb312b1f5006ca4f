import rule from '../../../rules/service/port-number-invalid.js';
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
          - port: 65535
    `,
  ],
  invalid: [
    {
      name: 'port above 65535',
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
        spec:
          ports:
            - port: 70000
      `,
      errors: [{ messageId: 'range', path: 'spec.ports[0].port', line: 7, column: 13, endColumn: 18 }],
    },
    {
      name: 'port missing',
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
        spec:
          ports:
            - name: http
      `,
      errors: [{ messageId: 'range', path: 'spec.ports[0].port', message: '`spec.ports[0].port` is 0; it must be between 1 and 65535.', line: 7, column: 7 }],
    },
  ],
});
