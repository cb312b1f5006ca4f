import rule from '../../../rules/service/ip-families-immutable.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

const stored = yaml`
  apiVersion: v1
  kind: Service
  metadata:
    name: web
  spec:
    clusterIP: 10.96.0.10
    clusterIPs: [10.96.0.10, "fd00::a"]
    ipFamilies: [IPv4, IPv6]
    ipFamilyPolicy: PreferDualStack
    ports: [{port: 80}]
`;

ruleTester.run(rule, {
  valid: [
    {
      name: 'removing the secondary family with SingleStack',
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
        spec:
          clusterIP: 10.96.0.10
          clusterIPs: [10.96.0.10]
          ipFamilies: [IPv4]
          ipFamilyPolicy: SingleStack
          ports: [{port: 80}]
      `,
      old: stored,
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
          ipFamilies: [IPv6, IPv4]
          ipFamilyPolicy: PreferDualStack
          ports: [{port: 80}]
      `,
      old: stored,
      errors: [{ messageId: 'changed', path: 'spec.ipFamilies[0]', line: 6, column: 16 }],
    },
    {
      name: 'removing the secondary family without SingleStack, and without cluster IPs',
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
        spec:
          ipFamilies: [IPv4]
          ipFamilyPolicy: PreferDualStack
          ports: [{port: 80}]
      `,
      old: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
        spec:
          type: ClusterIP
          ipFamilies: [IPv4, IPv6]
          ipFamilyPolicy: PreferDualStack
          ports: [{port: 80}]
      `,
      errors: [
        { messageId: 'primaryUnset', path: 'spec.ipFamilies[0]', line: 6, column: 16 },
        { messageId: 'releaseNeedsSingleStack', path: 'spec.ipFamilyPolicy', line: 7, column: 19 },
      ],
    },
  ],
});
