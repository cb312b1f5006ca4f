import rule from '../../../rules/service/ip-family-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: Service
      metadata:
        name: web
      spec:
        ipFamilies: [IPv6, IPv4]
        ipFamilyPolicy: PreferDualStack
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
          ipFamilies:
            - ipv4
            - IPv6
            - IPv6
          ipFamilyPolicy: PreferDualStack
          ports: [{port: 80}]
      `,
      errors: [
        { messageId: 'unsupported', path: 'spec.ipFamilies[0]', line: 7, column: 7, endColumn: 11 },
        { messageId: 'duplicate', path: 'spec.ipFamilies[2]', line: 9, column: 7 },
      ],
    },
  ],
});
