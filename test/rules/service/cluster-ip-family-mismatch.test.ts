import rule from '../../../rules/service/cluster-ip-family-mismatch.js';
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
        ipFamilies: [IPv4]
        ports: [{port: 80}]
    `,
  ],
  invalid: [
    {
      name: 'clusterIP alone, pointed at in the text',
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
        spec:
          clusterIP: 10.96.0.10
          ipFamilies: [IPv6]
          ports: [{port: 80}]
      `,
      errors: [{ messageId: 'mismatch', path: 'spec.clusterIPs[0]', message: '`spec.clusterIPs[0]` is "10.96.0.10", an IPv4 address, but `spec.ipFamilies[0]` is IPv6.', line: 6, column: 14, endColumn: 24 }],
    },
  ],
});
