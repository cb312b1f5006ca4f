import rule from '../../../rules/node/pod-cidr-non-canonical.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    {
      name: 'strict validation on: the error rule reports it',
      featureGates: { StrictIPCIDRValidation: true },
      code: yaml`
        apiVersion: v1
        kind: Node
        metadata:
          name: node-1
        spec:
          podCIDRs: [010.244.1.0/24]
      `,
    },
    yaml`
      apiVersion: v1
      kind: Node
      metadata:
        name: node-1
      spec:
        podCIDRs: ["fd00:10:244:1::/64"]
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
          podCIDRs:
          - 10.244.1.5/24
      `,
      errors: [{ messageId: 'nonCanonical', path: 'spec.podCIDRs[0]', message: '`spec.podCIDRs[0]` is "10.244.1.5/24"; write the network in canonical form, "10.244.1.0/24" (no leading zeros, no host bits, RFC 5952 for IPv6).', line: 7, column: 5, severity: 'warning' }],
    },
  ],
});
