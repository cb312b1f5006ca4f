import rule from '../../../rules/service/port-duplicate.js';
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
          - {name: dns-tcp, port: 53, protocol: TCP}
    `,
  ],
  invalid: [
    {
      name: 'omitted protocol counts as TCP',
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
        spec:
          ports:
            - {name: a, port: 80}
            - {name: b, port: 80, protocol: TCP}
      `,
      errors: [{ messageId: 'duplicate', path: 'spec.ports[1]', message: '`spec.ports[1]` exposes 80/TCP, already exposed by `spec.ports[0]`; each port and protocol pair may appear once.', line: 8, column: 7 }],
    },
  ],
});
