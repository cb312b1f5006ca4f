import rule from '../../../rules/service/status-ingress-ip-mode-invalid.js';
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
              - {ip: 203.0.113.5, ipMode: Proxy}
              - hostname: lb.example.com
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
                ipMode: Direct
              - hostname: lb.example.com
                ipMode: VIP
      `,
      old: storedLoadBalancer,
      subresource: 'status',
      errors: [
        { messageId: 'unsupported', path: 'status.loadBalancer.ingress[0].ipMode', line: 9, column: 17, endColumn: 23 },
        { messageId: 'withoutIp', path: 'status.loadBalancer.ingress[1].ipMode', line: 11, column: 17 },
      ],
    },
  ],
});
