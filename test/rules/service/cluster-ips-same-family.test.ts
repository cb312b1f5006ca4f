import rule from '../../../rules/service/cluster-ips-same-family.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: Service
      metadata:
        name: web
      spec:
        clusterIP: "fd00::a"
        clusterIPs: ["fd00::a", 10.96.0.10]
        ipFamilyPolicy: RequireDualStack
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
            - 10.96.0.11
          ports: [{port: 80}]
      `,
      errors: [{ messageId: 'sameFamily', path: 'spec.clusterIPs', line: 7, column: 3 }],
    },
  ],
});
