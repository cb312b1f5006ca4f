import rule from '../../../rules/lease/preferred-holder-without-strategy.js';
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
          strategy: OldestEmulationVersion
          preferredHolder: web-1
      `,
    },
    {
      name: 'gate off: both fields are dropped',
      code: yaml`
        apiVersion: coordination.k8s.io/v1
        kind: Lease
        metadata:
          name: web-leader
          namespace: default
        spec:
          preferredHolder: web-1
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
          preferredHolder: web-1
      `,
      errors: [{ messageId: 'forbidden', path: 'spec.preferredHolder', line: 7, column: 20 }],
    },
  ],
});
