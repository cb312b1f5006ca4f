import rule from '../../../rules/service/type-change-effects.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';
import { storedLoadBalancer } from './_fixtures.js';

ruleTester.run(rule, {
  valid: [
    {
      name: 'same type',
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
        spec:
          type: LoadBalancer
          ports: [{name: http, port: 80}]
      `,
      old: storedLoadBalancer,
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
          type: ExternalName
          externalName: web.example.com
          ports: [{name: http, port: 80}]
      `,
      old: storedLoadBalancer,
      errors: [
        {
          messageId: 'dropped',
          path: 'spec.type',
          severity: 'info',
          message: 'Changing `spec.type` from LoadBalancer to ExternalName removes `clusterIP`, `clusterIPs`, `allocateLoadBalancerNodePorts`, `externalTrafficPolicy`, the node ports from the stored Service.',
          line: 6,
          column: 9,
          endColumn: 21,
        },
      ],
    },
  ],
});
