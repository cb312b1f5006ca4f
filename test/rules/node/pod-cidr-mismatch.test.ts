import rule from '../../../rules/node/pod-cidr-mismatch.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: Node
      metadata:
        name: node-1
      spec:
        podCIDR: 10.244.1.0/24
        podCIDRs:
        - 10.244.1.0/24
    `,
  ],
  invalid: [
    {
      code: yaml`
        apiVersion: v1
        kind: Node
        metadata:
          name: node-1
        spec:
          podCIDR: 10.244.1.0/24
          podCIDRs:
          - 10.244.2.0/24
      `,
      errors: [{ messageId: 'mismatch', path: 'spec.podCIDRs[0]', line: 8, column: 5, severity: 'warning' }],
    },
  ],
});
