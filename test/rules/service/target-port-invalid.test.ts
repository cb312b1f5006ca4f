import rule from '../../../rules/service/target-port-invalid.js';
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
          - {name: a, port: 80, targetPort: http}
          - {name: b, port: 81, targetPort: 8081}
          - {name: c, port: 82}
    `,
  ],
  invalid: [
    {
      name: 'name of 16 characters',
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
        spec:
          ports:
            - port: 80
              targetPort: abcdefghijklmnop
      `,
      errors: [{ messageId: 'name', path: 'spec.ports[0].targetPort', message: '`spec.ports[0].targetPort` is "abcdefghijklmnop": a port name must be no more than 15 characters.', line: 8, column: 19, endColumn: 35 }],
    },
    {
      name: 'number out of range',
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
        spec:
          ports:
            - port: 80
              targetPort: 70000
      `,
      errors: [{ messageId: 'range', path: 'spec.ports[0].targetPort', line: 8, column: 19 }],
    },
  ],
});
