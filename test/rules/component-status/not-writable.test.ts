import rule from '../../../rules/component-status/not-writable.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    {
      name: 'other kinds are unaffected',
      code: yaml`
        apiVersion: v1
        kind: Namespace
        metadata:
          name: team-a
      `,
    },
  ],
  invalid: [
    {
      code: yaml`
        apiVersion: v1
        kind: ComponentStatus
        metadata:
          name: scheduler
        conditions:
        - type: Healthy
          status: "True"
      `,
      errors: [{ messageId: 'notWritable', path: 'kind', line: 2, column: 7, endColumn: 22 }],
    },
  ],
});
