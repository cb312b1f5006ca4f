import rule from '../../../rules/service/cluster-ip-on-external-name.js';
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
    `,
    {
      name: 'type change to ExternalName leaves the stored clusterIP',
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: db
        spec:
          type: ExternalName
          externalName: db.example.com
          clusterIP: 10.96.0.10
          ports: [{port: 5432}]
      `,
      old: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: db
        spec:
          clusterIP: 10.96.0.10
          clusterIPs: [10.96.0.10]
          ports: [{port: 5432}]
      `,
    },
  ],
  invalid: [
    {
      name: 'clusterIP None on create',
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: db
        spec:
          type: ExternalName
          externalName: db.example.com
          clusterIP: None
      `,
      errors: [{ messageId: 'forbidden', path: 'spec.clusterIPs', message: '`spec.clusterIP` is set on an ExternalName Service; ExternalName Services have no cluster IP (not even "None").', line: 8, column: 14, endColumn: 18 }],
    },
    {
      name: 'clusterIPs on create',
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: db
        spec:
          type: ExternalName
          externalName: db.example.com
          clusterIPs: [10.96.0.10]
      `,
      errors: [{ messageId: 'forbidden', path: 'spec.clusterIPs', line: 8, column: 3 }],
    },
  ],
});
