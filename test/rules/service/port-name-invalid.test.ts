import rule from '../../../rules/service/port-name-invalid.js';
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
          - {name: http-2, port: 80}
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
            - name: HTTP
              port: 80
      `,
      errors: [{ messageId: 'invalid', path: 'spec.ports[0].name', line: 7, column: 13, endColumn: 17 }],
    },
  ],
});
