import rule from '../../../rules/service/status-condition-invalid.js';
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
          conditions:
            - type: Ready
              status: "True"
              reason: LoadBalancerProvisioned
              message: ""
              lastTransitionTime: "2025-01-01T00:00:00Z"
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
          conditions:
            - type: ready state
              status: "Yes"
              reason: not ready
              observedGeneration: -1
            - type: example.com/Ready
              status: "True"
              reason: Fine
              message: ok
              lastTransitionTime: "2025-01-01T00:00:00Z"
            - type: example.com/Ready
              status: "True"
              reason: Fine
              message: ok
              lastTransitionTime: "2025-01-01T00:00:00Z"
      `,
      old: storedLoadBalancer,
      subresource: 'status',
      errors: [
        { messageId: 'missing', path: 'status.conditions[0].message', severity: 'warning', line: 7, column: 7 },
        { messageId: 'missing', path: 'status.conditions[0].lastTransitionTime', line: 7, column: 7 },
        { messageId: 'type', path: 'status.conditions[0].type', line: 7, column: 13, endColumn: 24 },
        { messageId: 'status', path: 'status.conditions[0].status', line: 8, column: 15 },
        { messageId: 'reason', path: 'status.conditions[0].reason', line: 9, column: 15 },
        { messageId: 'generation', path: 'status.conditions[0].observedGeneration', line: 10, column: 27 },
        { messageId: 'duplicate', path: 'status.conditions[2].type', line: 16, column: 13 },
      ],
    },
    {
      name: 'type and reason with valid syntax but not CamelCase',
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
        status:
          conditions:
            - type: example.com/load_balancer_ready
              status: "True"
              reason: provisioned
              message: ""
              lastTransitionTime: "2025-01-01T00:00:00Z"
      `,
      old: storedLoadBalancer,
      subresource: 'status',
      errors: [
        { messageId: 'type', path: 'status.conditions[0].type', line: 7, column: 13 },
        { messageId: 'reason', path: 'status.conditions[0].reason', line: 9, column: 15 },
      ],
    },
  ],
});
