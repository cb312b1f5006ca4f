import rule from '../../../rules/service/external-traffic-policy-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: Service
      metadata:
        name: web
      spec:
        externalIPs: [192.0.2.10]
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
          type: LoadBalancer
          externalTrafficPolicy: Global
          ports: [{port: 80}]
      `,
      errors: [{ messageId: 'unsupported', path: 'spec.externalTrafficPolicy', line: 7, column: 26, endColumn: 32 }],
    },
    {
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
        spec:
          externalTrafficPolicy: Cluster
          ports: [{port: 80}]
      `,
      errors: [{ messageId: 'notExternal', path: 'spec.externalTrafficPolicy', line: 6, column: 26 }],
    },
  ],
});
