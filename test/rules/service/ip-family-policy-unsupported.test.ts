import rule from '../../../rules/service/ip-family-policy-unsupported.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: Service
      metadata:
        name: web
      spec:
        ipFamilyPolicy: RequireDualStack
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
          ipFamilyPolicy: DualStack
          ports: [{port: 80}]
      `,
      errors: [{ messageId: 'unsupported', path: 'spec.ipFamilyPolicy', line: 6, column: 19, endColumn: 28 }],
    },
  ],
});
