import rule from '../../../rules/service/node-port-forbidden.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: Service
      metadata:
        name: web
      spec:
        type: NodePort
        ports:
          - {port: 80, nodePort: 30080}
    `,
    {
      name: 'type change from NodePort with the stored node port left in place',
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
        spec:
          type: ClusterIP
          ports:
            - {port: 80, nodePort: 30080}
      `,
      old: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
        spec:
          type: NodePort
          clusterIP: 10.96.0.10
          ports:
            - {port: 80, nodePort: 30080}
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
          ports:
            - port: 80
              nodePort: 30080
      `,
      errors: [{ messageId: 'forbidden', path: 'spec.ports[0].nodePort', line: 8, column: 17, endColumn: 22 }],
    },
  ],
});
