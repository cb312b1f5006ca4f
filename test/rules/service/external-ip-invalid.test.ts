import rule from '../../../rules/service/external-ip-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: Service
      metadata:
        name: web
      spec:
        externalIPs: [192.0.2.10, "2001:db8::10"]
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
          externalIPs:
            - 192.0.2.300
            - 127.0.0.1
          ports: [{port: 80}]
      `,
      errors: [
        { messageId: 'notIp', path: 'spec.externalIPs[0]', line: 7, column: 7, endColumn: 18 },
        { messageId: 'special', path: 'spec.externalIPs[1]', message: '`spec.externalIPs[1]` is 127.0.0.1, a loopback address; external IPs must be routable unicast addresses.', line: 8, column: 7 },
      ],
    },
  ],
});
