import rule from '../../../rules/service/ports-missing.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: Service
      metadata:
        name: db
      spec:
        clusterIP: None
        selector:
          app: db
    `,
    yaml`
      apiVersion: v1
      kind: Service
      metadata:
        name: db
      spec:
        type: ExternalName
        externalName: db.example.com
    `,
  ],
  invalid: [
    {
      name: 'empty ports on a ClusterIP Service',
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
        spec:
          selector:
            app: web
          ports: []
      `,
      errors: [{ messageId: 'missing', path: 'spec.ports', line: 8, column: 3, endLine: 8, endColumn: 8 }],
    },
    {
      name: 'no ports on a NodePort Service',
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
        spec:
          type: NodePort
      `,
      errors: [{ messageId: 'missing', path: 'spec.ports', message: '`spec.ports` is empty; a NodePort Service needs at least one port unless it is headless (`clusterIP: None`).', line: 5, column: 1 }],
    },
  ],
});
