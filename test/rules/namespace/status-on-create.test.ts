import rule from '../../../rules/namespace/status-on-create.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: Namespace
      metadata:
        name: team-a
    `,
  ],
  invalid: [
    {
      code: yaml`
        apiVersion: v1
        kind: Namespace
        metadata:
          name: team-a
        status:
          phase: Deleting
      `,
      errors: [{ messageId: 'ignored', path: 'status', line: 5, column: 1, endColumn: 7, severity: 'warning' }],
    },
  ],
});
