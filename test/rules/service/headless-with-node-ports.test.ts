import rule from '../../../rules/service/headless-with-node-ports.js';
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
          type: NodePort
          clusterIP: None
          ports: [{port: 80}]
      `,
      errors: [{ messageId: 'headless', path: 'spec.clusterIPs[0]', line: 7, column: 14, endColumn: 18 }],
    },
  ],
});
