import rule from '../../../rules/service/load-balancer-class-invalid.js';
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
        loadBalancerClass: internal
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
          loadBalancerClass: Example Com/x
          ports: [{port: 80}]
      `,
      errors: [{ messageId: 'invalid', path: 'spec.loadBalancerClass', line: 7, column: 22, endColumn: 35 }],
    },
  ],
});
