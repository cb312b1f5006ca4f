import rule from '../../../rules/service/ip-family-unavailable.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

const singleStack = { cluster: { ipFamilies: ['IPv4'] as ('IPv4' | 'IPv6')[] } };

ruleTester.run(rule, {
  valid: [
    {
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
        spec:
          ipFamilyPolicy: PreferDualStack
          ports: [{port: 80}]
      `,
      settings: singleStack,
    },
    {
      name: 'dual-stack cluster',
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
        spec:
          ipFamilyPolicy: RequireDualStack
          ports: [{port: 80}]
      `,
      settings: { cluster: { ipFamilies: ['IPv4', 'IPv6'] } },
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
          ipFamilyPolicy: RequireDualStack
          ipFamilies: [IPv6]
          ports: [{port: 80}]
      `,
      settings: singleStack,
      errors: [
        { messageId: 'requireDualStack', path: 'spec.ipFamilyPolicy', line: 6, column: 19, endColumn: 35 },
        { messageId: 'family', path: 'spec.ipFamilies[0]', line: 7, column: 16 },
      ],
    },
    {
      name: 'two cluster IPs without a policy',
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
        spec:
          clusterIP: 10.96.0.10
          clusterIPs: [10.96.0.10, "fd00:10:96::a"]
          ports: [{port: 80}]
      `,
      settings: singleStack,
      errors: [
        { messageId: 'inferredDualStack', path: 'spec.clusterIPs', line: 7, column: 3 },
        { messageId: 'clusterIP', path: 'spec.clusterIPs[1]', line: 7, column: 28 },
      ],
    },
  ],
});
