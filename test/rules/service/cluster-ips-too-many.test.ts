import rule from '../../../rules/service/cluster-ips-too-many.js';
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
        clusterIPs: [10.96.0.10, "fd00::a"]
        ipFamilyPolicy: PreferDualStack
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
          clusterIPs:
            - 10.96.0.10
            - fd00::a
            - 10.96.0.11
          ports: [{port: 80}]
      `,
      errors: [{ messageId: 'tooMany', path: 'spec.clusterIPs', message: '`spec.clusterIPs` has 3 entries; at most 2 are allowed (one per IP family).', line: 7, column: 3, endColumn: 13 }],
    },
  ],
});
