import rule from '../../../rules/lease/strategy-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

const gateOn = { CoordinatedLeaderElection: true };

ruleTester.run(rule, {
  valid: [
    {
      featureGates: gateOn,
      code: yaml`
        apiVersion: coordination.k8s.io/v1
        kind: Lease
        metadata:
          name: web-leader
          namespace: default
        spec:
          strategy: example.com/custom
      `,
    },
    {
      name: 'dropped while the gate is off',
      code: yaml`
        apiVersion: coordination.k8s.io/v1
        kind: Lease
        metadata:
          name: web-leader
          namespace: default
        spec:
          strategy: Newest
      `,
    },
  ],
  invalid: [
    {
      featureGates: gateOn,
      code: yaml`
        apiVersion: coordination.k8s.io/v1
        kind: Lease
        metadata:
          name: web-leader
          namespace: default
        spec:
          strategy: Newest
      `,
      errors: [{ messageId: 'notSupported', path: 'spec.strategy.strategy', line: 7, column: 13 }],
    },
    {
      featureGates: gateOn,
      code: yaml`
        apiVersion: coordination.k8s.io/v1
        kind: Lease
        metadata:
          name: web-leader
          namespace: default
        spec:
          strategy: example.com/bad strategy
      `,
      errors: [{ messageId: 'invalid', path: 'spec.strategy.strategy', line: 7, column: 13 }],
    },
  ],
});
