import rule from '../../../rules/service/node-port-outside-range.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

const settings = { cluster: { nodePortRange: { min: 30000, max: 32767 } } };

ruleTester.run(rule, {
  valid: [
    {
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
        spec:
          type: NodePort
          ports:
            - {port: 80, nodePort: 30080}
      `,
      settings,
    },
    {
      name: 'off without cluster settings',
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
        spec:
          type: NodePort
          ports:
            - {port: 80, nodePort: 80}
      `,
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
          healthCheckNodePort: 10256
          ports:
            - {port: 80, nodePort: 8080}
      `,
      settings,
      errors: [
        { messageId: 'healthCheck', path: 'spec.healthCheckNodePort', line: 8, column: 24 },
        { messageId: 'nodePort', path: 'spec.ports[0].nodePort', message: "`spec.ports[0].nodePort` is 8080, outside the cluster's node-port range 30000-32767.", line: 10, column: 28 },
      ],
    },
  ],
});
