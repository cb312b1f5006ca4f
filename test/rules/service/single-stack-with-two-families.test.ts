import rule from '../../../rules/service/single-stack-with-two-families.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: Service
      metadata:
        name: web
      spec:
        ipFamilyPolicy: SingleStack
        ipFamilies: [IPv6]
        ports: [{port: 80}]
    `,
  ],
  invalid: [
    {
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
        spec:
          ipFamilyPolicy: SingleStack
          clusterIP: 10.96.0.10
          clusterIPs: [10.96.0.10, "fd00::a"]
          ipFamilies: [IPv4, IPv6]
          ports: [{port: 80}]
      `,
      errors: [
        { messageId: 'clusterIPs', path: 'spec.ipFamilyPolicy', line: 6, column: 19, endColumn: 30 },
        { messageId: 'ipFamilies', path: 'spec.ipFamilyPolicy', line: 6, column: 19 },
      ],
    },
  ],
});
