import rule from '../../../rules/service/health-check-node-port-invalid.js';
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
        externalTrafficPolicy: Local
        healthCheckNodePort: 30100
        ports: [{port: 80}]
    `,
    yaml`
      apiVersion: v1
      kind: Service
      metadata:
        name: web
      spec:
        type: LoadBalancer
        externalTrafficPolicy: Local
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
          externalTrafficPolicy: Local
          healthCheckNodePort: 30100
          ports: [{port: 80}]
      `,
      errors: [{ messageId: 'notNeeded', path: 'spec.healthCheckNodePort', line: 8, column: 24, endColumn: 29 }],
    },
    {
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
        spec:
          type: LoadBalancer
          externalTrafficPolicy: Local
          healthCheckNodePort: 70000
          ports: [{port: 80}]
      `,
      errors: [{ messageId: 'range', path: 'spec.healthCheckNodePort', line: 8, column: 24 }],
    },
  ],
});
