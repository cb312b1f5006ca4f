import rule from '../../../rules/service/node-port-duplicate.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: Service
      metadata:
        name: dns
      spec:
        type: NodePort
        ports:
          - {name: udp, port: 53, protocol: UDP, nodePort: 30053}
          - {name: tcp, port: 53, protocol: TCP, nodePort: 30053}
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
            - {name: a, port: 80, nodePort: 30080}
            - {name: b, port: 81, nodePort: 30080}
      `,
      errors: [{ messageId: 'duplicate', path: 'spec.ports[1].nodePort', line: 9, column: 37, endColumn: 42 }],
    },
  ],
});
