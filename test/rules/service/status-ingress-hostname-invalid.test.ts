import rule from '../../../rules/service/status-ingress-hostname-invalid.js';
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
              - hostname: lb-1.example.com
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
              - hostname: LB.example.com
              - hostname: 203.0.113.5
      `,
      old: storedLoadBalancer,
      subresource: 'status',
      errors: [
        { messageId: 'invalid', path: 'status.loadBalancer.ingress[0].hostname', line: 8, column: 19, endColumn: 33 },
        { messageId: 'isIp', path: 'status.loadBalancer.ingress[1].hostname', line: 9, column: 19 },
      ],
    },
  ],
});
