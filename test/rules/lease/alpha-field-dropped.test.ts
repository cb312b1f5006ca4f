import rule from '../../../rules/lease/alpha-field-dropped.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

const withFields = yaml`
  apiVersion: coordination.k8s.io/v1
  kind: Lease
  metadata:
    name: web-leader
    namespace: default
  spec:
    strategy: OldestEmulationVersion
    preferredHolder: web-1
`;

ruleTester.run(rule, {
  valid: [
    { name: 'gate on', featureGates: { CoordinatedLeaderElection: true }, code: withFields },
    { name: 'update of a lease that already has the fields', old: withFields, code: withFields },
  ],
  invalid: [
    {
      code: withFields,
      errors: [
        { messageId: 'dropped', path: 'spec.strategy', line: 7, column: 13, severity: 'warning' },
        { messageId: 'dropped', path: 'spec.preferredHolder', line: 8, column: 20 },
      ],
    },
  ],
});
