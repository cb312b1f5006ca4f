import rule from '../../../rules/service/ip-family-fields-on-external-name.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

const stored = yaml`
  apiVersion: v1
  kind: Service
  metadata:
    name: db
  spec:
    clusterIP: 10.96.0.10
    ipFamilies: [IPv4]
    ipFamilyPolicy: SingleStack
    ports: [{port: 5432}]
`;

ruleTester.run(rule, {
  valid: [
    {
      name: 'unchanged families are erased by the type change',
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: db
        spec:
          type: ExternalName
          externalName: db.example.com
          ipFamilies: [IPv4]
          ipFamilyPolicy: SingleStack
          ports: [{port: 5432}]
      `,
      old: stored,
    },
  ],
  invalid: [
    {
      name: 'changed at the same time as the type',
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: db
        spec:
          type: ExternalName
          externalName: db.example.com
          ipFamilies: [IPv6]
          ipFamilyPolicy: PreferDualStack
          ports: [{port: 5432}]
      `,
      old: stored,
      errors: [
        { messageId: 'ipFamilies', path: 'spec.ipFamilies', line: 8, column: 3 },
        { messageId: 'ipFamilyPolicy', path: 'spec.ipFamilyPolicy', line: 9, column: 19, endColumn: 34 },
      ],
    },
  ],
});
