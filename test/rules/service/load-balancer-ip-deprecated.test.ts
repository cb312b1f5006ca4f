import rule from '../../../rules/service/load-balancer-ip-deprecated.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: Service
      metadata:
        name: web
      spec:
        type: LoadBalancer
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
          loadBalancerIP: 203.0.113.10
          ports: [{port: 80}]
      `,
      errors: [{ messageId: 'deprecated', path: 'spec.loadBalancerIP', severity: 'warning', line: 7, column: 19, endColumn: 31 }],
    },
  ],
});
