import rule from '../../../rules/node/taint-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: Node
      metadata:
        name: node-1
      spec:
        taints:
        - key: dedicated
          value: gpu
          effect: NoSchedule
        - key: dedicated
          value: gpu
          effect: NoExecute
    `,
  ],
  invalid: [
    {
      code: yaml`
        apiVersion: v1
        kind: Node
        metadata:
          name: node-1
        spec:
          taints:
          - value: gpu only
            effect: NoSchedule
          - key: dedicated
          - key: dedicated
            effect: Never
          - key: dedicated
            effect: NoSchedule
          - key: dedicated
            effect: NoSchedule
      `,
      errors: [
        { messageId: 'key', path: 'metadata.taints[0].key', line: 7, column: 5 },
        { messageId: 'value', path: 'metadata.taints[0].value', line: 7, column: 12 },
        { messageId: 'effectMissing', path: 'metadata.taints[1].effect', line: 9, column: 5 },
        { messageId: 'effectNotSupported', path: 'metadata.taints[2].effect', line: 11, column: 13 },
        { messageId: 'duplicate', path: 'metadata.taints[4]', line: 14, column: 5 },
      ],
    },
  ],
});
