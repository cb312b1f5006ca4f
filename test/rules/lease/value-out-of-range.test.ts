import rule from '../../../rules/lease/value-out-of-range.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: coordination.k8s.io/v1
      kind: Lease
      metadata:
        name: web-leader
        namespace: default
      spec:
        holderIdentity: web-0
        leaseDurationSeconds: 15
        leaseTransitions: 0
    `,
  ],
  invalid: [
    {
      code: yaml`
        apiVersion: coordination.k8s.io/v1
        kind: Lease
        metadata:
          name: web-leader
          namespace: default
        spec:
          leaseDurationSeconds: 0
          leaseTransitions: -1
      `,
      errors: [
        { messageId: 'duration', path: 'spec.leaseDurationSeconds', line: 7, column: 25 },
        { messageId: 'transitions', path: 'spec.leaseTransitions', line: 8, column: 21, endColumn: 23 },
      ],
    },
  ],
});
