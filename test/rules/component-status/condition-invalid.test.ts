import rule from '../../../rules/component-status/condition-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: ComponentStatus
      metadata:
        name: etcd-0
      conditions:
      - type: Healthy
        status: Unknown
        error: timeout
    `,
  ],
  invalid: [
    {
      code: yaml`
        apiVersion: v1
        kind: ComponentStatus
        metadata:
          name: etcd-0
        conditions:
        - status: "True"
        - type: Healthy
          status: Maybe
        - type: Healthy
        - type: Ready
          status: "True"
      `,
      errors: [
        { messageId: 'typeMissing', path: 'conditions[0].type', line: 6, column: 3 },
        { messageId: 'statusInvalid', path: 'conditions[1].status', line: 8, column: 11 },
        { messageId: 'statusMissing', path: 'conditions[2].status', line: 9, column: 3 },
        { messageId: 'typeDuplicate', path: 'conditions[2].type', line: 9, column: 9 },
        { messageId: 'typeNotHealthy', path: 'conditions[3].type', line: 10, column: 9 },
      ],
    },
  ],
});
