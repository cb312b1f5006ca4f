import rule from '../../../rules/service/node-port-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: Service
      metadata:
        name: web
      spec:
        type: NodePort
        ports:
          - {port: 80, nodePort: 0}
          - {port: 81, nodePort: 30081}
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
          type: NodePort
          ports:
            - port: 80
              nodePort: -1
      `,
      errors: [{ messageId: 'range', path: 'spec.ports[0].nodePort', line: 9, column: 17, endColumn: 19 }],
    },
  ],
});
