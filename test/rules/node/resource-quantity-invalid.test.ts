import rule from '../../../rules/node/resource-quantity-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: Node
      metadata:
        name: node-1
      status:
        capacity: {cpu: "4", memory: 16Gi, pods: "110", example.com/gpu: "2"}
        allocatable: {cpu: 3800m, memory: 15Gi}
    `,
  ],
  invalid: [
    {
      code: yaml`
        apiVersion: v1
        kind: Node
        metadata:
          name: node-1
        status:
          capacity:
            cpu: "-1"
            pods: 1500m
          allocatable:
            example.com/gpu: 500m
      `,
      errors: [
        { messageId: 'negative', path: 'status.capacity.cpu', line: 7, column: 10 },
        { messageId: 'notInteger', path: 'status.capacity.pods', line: 8, column: 11 },
        { messageId: 'notInteger', path: 'status.allocatable.example.com/gpu', message: '`status.allocatable[example.com/gpu]` is 500m; example.com/gpu is counted in whole units, so the quantity must be an integer.', line: 10, column: 22 },
      ],
    },
  ],
});
