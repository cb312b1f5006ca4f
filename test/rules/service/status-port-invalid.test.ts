import rule from '../../../rules/service/status-port-invalid.js';
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
              - ip: 203.0.113.5
                ports:
                  - {port: 80, protocol: TCP, error: example.com/QuotaExceeded}
      `,
      old: storedLoadBalancer,
      subresource: 'status',
    },
    {
      name: 'an empty port list counts as unset',
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
        status:
          loadBalancer:
            ingress:
              - ip: 203.0.113.5
                ports: []
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
                ports:
                  - protocol: TCP
                  - port: 443
                  - {port: 53, protocol: QUIC, error: quota exceeded}
      `,
      old: storedLoadBalancer,
      subresource: 'status',
      errors: [
        { messageId: 'portNotListed', path: 'status.loadBalancer.ingress[0].ports', line: 9, column: 9 },
        { messageId: 'portMissing', path: 'status.loadBalancer.ingress[0].ports[0].port', severity: 'warning', line: 10, column: 13 },
        { messageId: 'protocolMissing', path: 'status.loadBalancer.ingress[0].ports[1].protocol', line: 11, column: 13 },
        { messageId: 'protocolUnsupported', path: 'status.loadBalancer.ingress[0].ports[2].protocol', line: 12, column: 34, endColumn: 38 },
        { messageId: 'error', path: 'status.loadBalancer.ingress[0].ports[2].error', line: 12, column: 47 },
      ],
    },
    {
      name: 'a Service port left out of the port status',
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
        status:
          loadBalancer:
            ingress:
              - ip: 203.0.113.5
                ports:
                  - {port: 80, protocol: UDP}
      `,
      old: storedLoadBalancer,
      subresource: 'status',
      errors: [{ messageId: 'portNotListed', path: 'status.loadBalancer.ingress[0].ports', severity: 'warning', line: 9, column: 9 }],
    },
  ],
});
