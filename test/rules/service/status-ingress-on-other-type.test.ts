import rule from '../../../rules/service/status-ingress-on-other-type.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';
import { storedClusterIP, storedLoadBalancer } from './_fixtures.js';

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
              - ip: 203.0.113.5
      `,
      old: storedLoadBalancer,
      subresource: 'status',
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
              - ip: 203.0.113.5
      `,
      old: storedClusterIP,
      subresource: 'status',
      errors: [{ messageId: 'forbidden', path: 'status.loadBalancer.ingress', line: 7, column: 5, endColumn: 12 }],
    },
  ],
});
