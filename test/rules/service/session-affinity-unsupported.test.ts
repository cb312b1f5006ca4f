import rule from '../../../rules/service/session-affinity-unsupported.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: Service
      metadata:
        name: web
      spec:
        sessionAffinity: ClientIP
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
          sessionAffinity: clientip
          ports: [{port: 80}]
      `,
      errors: [{ messageId: 'unsupported', path: 'spec.sessionAffinity', line: 6, column: 20, endColumn: 28 }],
    },
  ],
});
