import rule from '../../../rules/node/pod-cidr-immutable.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

const unset = yaml`
  apiVersion: v1
  kind: Node
  metadata:
    name: node-1
  spec: {}
`;
const assigned = yaml`
  apiVersion: v1
  kind: Node
  metadata:
    name: node-1
  spec:
    podCIDR: 10.244.1.0/24
`;

ruleTester.run(rule, {
  valid: [
    { name: 'first assignment', old: unset, code: assigned },
    {
      name: 'same CIDR written as podCIDRs',
      old: assigned,
      code: yaml`
        apiVersion: v1
        kind: Node
        metadata:
          name: node-1
        spec:
          podCIDRs: [10.244.1.0/24]
      `,
    },
  ],
  invalid: [
    {
      old: assigned,
      code: yaml`
        apiVersion: v1
        kind: Node
        metadata:
          name: node-1
        spec:
          podCIDR: 10.244.2.0/24
      `,
      errors: [{ messageId: 'changed', path: 'spec.podCIDRs', line: 5, column: 1 }],
    },
  ],
});
