import rule from '../../../rules/namespace/finalizers-changed.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

const stored = yaml`
  apiVersion: v1
  kind: Namespace
  metadata:
    name: team-a
  spec:
    finalizers: [kubernetes]
`;

ruleTester.run(rule, {
  valid: [{ old: stored, code: stored }],
  invalid: [
    {
      old: stored,
      code: yaml`
        apiVersion: v1
        kind: Namespace
        metadata:
          name: team-a
        spec:
          finalizers: [kubernetes, example.com/cleanup]
      `,
      errors: [{ messageId: 'ignored', path: 'spec.finalizers', line: 6, column: 3, severity: 'warning' }],
    },
  ],
});
