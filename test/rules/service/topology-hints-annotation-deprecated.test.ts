import rule from '../../../rules/service/topology-hints-annotation-deprecated.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: Service
      metadata:
        name: web
        annotations:
          service.kubernetes.io/topology-mode: Auto
      spec:
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
          annotations:
            service.kubernetes.io/topology-aware-hints: Auto
        spec:
          ports: [{port: 80}]
      `,
      errors: [{ messageId: 'deprecated', path: 'metadata.annotations[service.kubernetes.io/topology-aware-hints]', severity: 'warning', line: 6, column: 5, endColumn: 47 }],
    },
  ],
});
