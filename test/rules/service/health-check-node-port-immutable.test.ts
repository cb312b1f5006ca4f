import rule from '../../../rules/service/health-check-node-port-immutable.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

const stored = yaml`
  apiVersion: v1
  kind: Service
  metadata:
    name: web
  spec:
    type: LoadBalancer
    clusterIP: 10.96.0.10
    externalTrafficPolicy: Local
    healthCheckNodePort: 30100
    ports: [{port: 80, nodePort: 30080}]
`;

ruleTester.run(rule, {
  valid: [
    { name: 'restated unchanged', code: stored, old: stored },
    {
      name: 'left out: the stored port is kept',
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
        spec:
          type: LoadBalancer
          externalTrafficPolicy: Local
          ports: [{port: 80}]
      `,
      old: stored,
    },
  ],
  invalid: [
    {
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
        spec:
          type: LoadBalancer
          externalTrafficPolicy: Local
          healthCheckNodePort: 30200
          ports: [{port: 80}]
      `,
      old: stored,
      errors: [{ messageId: 'changed', path: 'spec.healthCheckNodePort', line: 8, column: 24, endColumn: 29 }],
    },
  ],
});
