import rule from '../../../rules/service/ip-not-canonical.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: Service
      metadata:
        name: web
      spec:
        clusterIP: 10.96.0.10
        externalIPs: ["2001:db8::10"]
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
          type: LoadBalancer
          clusterIP: 10.96.0.010
          externalIPs:
            - "2001:DB8::10"
          loadBalancerSourceRanges:
            - 10.0.0.1/8
          ports: [{port: 80}]
      `,
      errors: [
        { messageId: 'ip', path: 'spec.clusterIPs[0]', message: '`spec.clusterIPs[0]` is "10.96.0.010", not in canonical form; write "10.96.0.10".', line: 7, column: 14, endColumn: 25 },
        { messageId: 'ip', path: 'spec.externalIPs[0]', line: 9, column: 7 },
        { messageId: 'cidr', path: 'spec.loadBalancerSourceRanges[0]', message: '`spec.loadBalancerSourceRanges[0]` is "10.0.0.1/8", not in canonical form; write "10.0.0.0/8".', line: 11, column: 7 },
      ],
    },
  ],
});
