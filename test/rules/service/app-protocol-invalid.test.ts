import rule from '../../../rules/service/app-protocol-invalid.js';
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
          - {name: a, port: 80, appProtocol: http}
          - {name: b, port: 81, appProtocol: kubernetes.io/h2c}
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
            - port: 80
              appProtocol: "-http"
      `,
      errors: [{ messageId: 'invalid', path: 'spec.ports[0].appProtocol', line: 8, column: 20, endColumn: 27 }],
    },
  ],
});
