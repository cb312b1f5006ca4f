import rule from '../../../rules/service/cluster-ips-mismatch.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: Service
      metadata:
        name: web
      spec:
        clusterIP: 10.96.0.10
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
          clusterIP: 10.96.0.10
          clusterIPs: [10.96.0.11]
          ports: [{port: 80}]
      `,
      errors: [{ messageId: 'firstDiffers', path: 'spec.clusterIPs', line: 7, column: 3 }],
    },
    {
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
        spec:
          clusterIPs: [10.96.0.11]
          ports: [{port: 80}]
      `,
      errors: [{ messageId: 'withoutClusterIP', path: 'spec.clusterIPs', line: 6, column: 3 }],
    },
    {
      name: 'update that changes clusterIPs only',
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
        spec:
          clusterIP: 10.96.0.10
          clusterIPs: [10.96.0.11]
          ports: [{port: 80}]
      `,
      old: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
        spec:
          clusterIP: 10.96.0.10
          clusterIPs: [10.96.0.10]
          ports: [{port: 80}]
      `,
      errors: [{ messageId: 'firstDiffers', path: 'spec.clusterIPs', line: 7, column: 3 }],
    },
  ],
});
