import rule from '../../../rules/service/status-ingress-ip-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';
import { storedLoadBalancer } from './_fixtures.js';

ruleTester.run(rule, {
  valid: [
    {
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
        status:
          loadBalancer:
            ingress:
              - ip: "2001:db8::5"
      `,
      old: storedLoadBalancer,
      subresource: 'status',
    },
    {
      name: 'status is ignored on create',
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
        spec:
          type: LoadBalancer
          ports: [{port: 80}]
        status:
          loadBalancer:
            ingress:
              - ip: 300.1.1.1
      `,
    },
  ],
  invalid: [
    {
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
        status:
          loadBalancer:
            ingress:
              - ip: 300.1.1.1
      `,
      old: storedLoadBalancer,
      subresource: 'status',
      errors: [{ messageId: 'invalid', path: 'status.loadBalancer.ingress[0].ip', line: 8, column: 13, endColumn: 22 }],
    },
  ],
});
