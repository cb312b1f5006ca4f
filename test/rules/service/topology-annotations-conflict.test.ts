import rule from '../../../rules/service/topology-annotations-conflict.js';
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
          service.kubernetes.io/topology-aware-hints: Auto
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
            service.kubernetes.io/topology-mode: Auto
            service.kubernetes.io/topology-aware-hints: Disabled
        spec:
          ports: [{port: 80}]
      `,
      errors: [{ messageId: 'conflict', path: 'metadata.annotations[service.kubernetes.io/topology-mode]', line: 6, column: 42, endColumn: 46 }],
    },
  ],
});
