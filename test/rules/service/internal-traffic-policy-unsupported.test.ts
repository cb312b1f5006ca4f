import rule from '../../../rules/service/internal-traffic-policy-unsupported.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: Service
      metadata:
        name: web
      spec:
        internalTrafficPolicy: Local
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
          internalTrafficPolicy: NodeLocal
          ports: [{port: 80}]
      `,
      errors: [{ messageId: 'unsupported', path: 'spec.internalTrafficPolicy', line: 6, column: 26, endColumn: 35 }],
    },
  ],
});
