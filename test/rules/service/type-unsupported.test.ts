import rule from '../../../rules/service/type-unsupported.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: Service
      metadata:
        name: web
      spec:
        type: LoadBalancer
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
          type: nodeport
          ports: [{port: 80}]
      `,
      errors: [{ messageId: 'unsupported', path: 'spec.type', message: '`spec.type` is "nodeport"; allowed: "ClusterIP", "ExternalName", "LoadBalancer", "NodePort".', line: 6, column: 9, endColumn: 17 }],
    },
  ],
});
