import rule from '../../../rules/node/pod-cidr-invalid.js';
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
        podCIDRs: [10.244.1.0/24, "fd00:10:244:1::/64"]
    `,
  ],
  invalid: [
    {
      name: 'two IPv4 CIDRs',
      code: yaml`
        apiVersion: v1
        kind: Node
        metadata:
          name: node-1
        spec:
          podCIDR: 10.244.1.0/24
          podCIDRs:
          - 10.244.1.0/24
          - 10.244.2.0/24
      `,
      errors: [{ messageId: 'family', path: 'spec.podCIDRs', line: 7, column: 3 }],
    },
    {
      name: 'duplicates',
      code: yaml`
        apiVersion: v1
        kind: Node
        metadata:
          name: node-1
        spec:
          podCIDRs:
          - 10.244.1.0/24
          - 10.244.1.0/24
      `,
      errors: [
        { messageId: 'family', path: 'spec.podCIDRs', line: 6, column: 3 },
        { messageId: 'duplicate', path: 'spec.podCIDRs[1]', line: 8, column: 5 },
      ],
    },
    {
      name: 'host bits set, strict validation on',
      featureGates: { StrictIPCIDRValidation: true },
      code: yaml`
        apiVersion: v1
        kind: Node
        metadata:
          name: node-1
        spec:
          podCIDRs: [10.244.1.5/24]
      `,
      errors: [{ messageId: 'strict', path: 'spec.podCIDRs[0]', message: '`spec.podCIDRs[0]` is "10.244.1.5/24": bits are set after the prefix length (StrictIPCIDRValidation is on); use "10.244.1.0/24".', line: 6, column: 14 }],
    },
    {
      name: 'podCIDR alone, invalid: reported as podCIDRs[0]',
      code: yaml`
        apiVersion: v1
        kind: Node
        metadata:
          name: node-1
        spec:
          podCIDR: 10.244.1.0
      `,
      errors: [{ messageId: 'invalid', path: 'spec.podCIDRs[0]', line: 6, column: 12, endColumn: 22 }],
    },
  ],
});
