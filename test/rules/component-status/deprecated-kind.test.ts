import rule from '../../../rules/component-status/deprecated-kind.js';
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
        kind: ComponentStatus
        metadata:
          name: etcd-0
      `,
      errors: [{ messageId: 'deprecated', path: 'kind', line: 2, column: 7, severity: 'warning' }],
    },
  ],
});
