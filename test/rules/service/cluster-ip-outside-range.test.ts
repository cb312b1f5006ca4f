import rule from '../../../rules/service/cluster-ip-outside-range.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

const settings = { cluster: { serviceCIDRs: ['10.96.0.0/12', 'fd00:10:96::/112'] } };

ruleTester.run(rule, {
  valid: [
    {
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
        spec:
          clusterIP: 10.96.0.10
          ports: [{port: 80}]
      `,
      settings,
    },
    {
      name: 'off without cluster settings',
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
        spec:
          clusterIP: 192.168.0.10
          ports: [{port: 80}]
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
          clusterIP: 192.168.0.10
          ports: [{port: 80}]
      `,
      settings,
      errors: [{ messageId: 'outside', path: 'spec.clusterIPs[0]', message: "`spec.clusterIPs[0]` is 192.168.0.10, outside the cluster's Service CIDRs (10.96.0.0/12, fd00:10:96::/112).", line: 6, column: 14, endColumn: 26 }],
    },
  ],
});
