import rule from '../../../rules/service/headless-session-affinity.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: Service
      metadata:
        name: web
      spec:
        clusterIP: None
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
          clusterIP: None
          sessionAffinity: ClientIP
          ports: [{port: 80}]
      `,
      errors: [{ messageId: 'ignored', path: 'spec.sessionAffinity', severity: 'warning', line: 7, column: 20, endColumn: 28 }],
    },
  ],
});
