import rule from '../../../rules/service/cluster-ip-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: Service
      metadata:
        name: web
      spec:
        clusterIP: None
        clusterIPs: [None]
        ports: [{port: 80}]
    `,
    yaml`
      apiVersion: v1
      kind: Service
      metadata:
        name: web
      spec:
        clusterIP: 10.96.0.10
        clusterIPs: [10.96.0.10, "fd00:10:96::a"]
        ipFamilyPolicy: RequireDualStack
        ports: [{port: 80}]
    `,
  ],
  invalid: [
    {
      name: 'None as the second entry',
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
        spec:
          clusterIP: 10.96.0.10
          clusterIPs: [10.96.0.10, None]
          ports: [{port: 80}]
      `,
      errors: [{ messageId: 'notIp', path: 'spec.clusterIPs[1]', line: 7, column: 28, endColumn: 32 }],
    },
    {
      name: 'clusterIP alone is checked through clusterIPs',
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
        spec:
          clusterIP: 10.96.0.300
          ports: [{port: 80}]
      `,
      errors: [{ messageId: 'notIp', path: 'spec.clusterIPs[0]', line: 6, column: 14, endColumn: 25 }],
    },
    {
      name: 'None first of two',
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
        spec:
          clusterIP: None
          clusterIPs: [None, 10.96.0.10]
          ports: [{port: 80}]
      `,
      errors: [{ messageId: 'noneNotAlone', path: 'spec.clusterIPs', line: 7, column: 3 }],
    },
  ],
});
