import rule from '../../../rules/service/node-port-on-external-name.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: Service
      metadata:
        name: db
      spec:
        type: ExternalName
        externalName: db.example.com
        ports:
          - {name: pg, port: 5432}
    `,
    {
      name: 'type change from NodePort with the stored node port left in place',
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: db
        spec:
          type: ExternalName
          externalName: db.example.com
          ports:
            - {port: 5432, nodePort: 30432}
      `,
      old: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: db
        spec:
          type: NodePort
          clusterIP: 10.96.0.10
          ports:
            - {port: 5432, nodePort: 30432}
      `,
    },
  ],
  invalid: [
    {
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: db
        spec:
          type: ExternalName
          externalName: db.example.com
          ports:
            - name: pg
              port: 5432
              nodePort: 30432
      `,
      errors: [{ messageId: 'ignored', path: 'spec.ports[0].nodePort', severity: 'warning', line: 11, column: 17, endLine: 11, endColumn: 22 }],
    },
  ],
});
