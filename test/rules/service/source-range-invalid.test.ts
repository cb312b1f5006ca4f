import rule from '../../../rules/service/source-range-invalid.js';
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
        loadBalancerSourceRanges: [" 10.0.0.0/8 ", "2001:db8::/64"]
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
          loadBalancerSourceRanges:
            - 10.0.0.1
          ports: [{port: 80}]
      `,
      errors: [{ messageId: 'field', path: 'spec.LoadBalancerSourceRanges[0]', line: 8, column: 7, endColumn: 15 }],
    },
    {
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
          annotations:
            service.beta.kubernetes.io/load-balancer-source-ranges: "10.0.0.0/8, office"
        spec:
          type: LoadBalancer
          ports: [{port: 80}]
      `,
      errors: [{ messageId: 'annotation', path: 'metadata.annotations[service.beta.kubernetes.io/load-balancer-source-ranges]', line: 6, column: 61 }],
    },
  ],
});
