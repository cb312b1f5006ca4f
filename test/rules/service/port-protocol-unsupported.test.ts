import rule from '../../../rules/service/port-protocol-unsupported.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: Service
      metadata:
        name: dns
      spec:
        ports:
          - {name: dns, port: 53, protocol: UDP}
          - {name: dns-tcp, port: 53}
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
              protocol: tcp
      `,
      errors: [{ messageId: 'unsupported', path: 'spec.ports[0].protocol', line: 8, column: 17, endColumn: 20 }],
    },
    {
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
        spec:
          ports:
            - port: 80
              protocol: HTTP
      `,
      errors: [{ messageId: 'unsupported', path: 'spec.ports[0].protocol', message: '`spec.ports[0].protocol` is "HTTP"; allowed: "SCTP", "TCP", "UDP".', line: 8, column: 17 }],
    },
  ],
});
