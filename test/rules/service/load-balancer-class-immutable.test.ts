import rule from '../../../rules/service/load-balancer-class-immutable.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';
import { storedClusterIP, storedLoadBalancer } from './_fixtures.js';

ruleTester.run(rule, {
  valid: [
    {
      name: 'set while the type becomes LoadBalancer',
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
        spec:
          type: LoadBalancer
          loadBalancerClass: example.com/internal
          ports: [{name: http, port: 80}]
      `,
      old: storedClusterIP,
    },
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
          loadBalancerClass: example.com/internal
          ports: [{name: http, port: 80}]
      `,
      old: storedLoadBalancer,
      errors: [{ messageId: 'changed', path: 'spec.loadBalancerClass', message: '`spec.loadBalancerClass` changes from unset to "example.com/internal"; it may not change once the Service is a LoadBalancer.', line: 7, column: 22 }],
    },
  ],
});
