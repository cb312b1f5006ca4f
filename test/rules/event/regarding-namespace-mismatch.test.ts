import rule from '../../../rules/event/regarding-namespace-mismatch.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: events.k8s.io/v1
      kind: Event
      metadata:
        name: node-1.181f0b2c9d4e5a6b
        namespace: default
      eventTime: "2025-01-01T10:00:00.000000Z"
      regarding: {kind: Node, name: node-1}
    `,
    yaml`
      apiVersion: events.k8s.io/v1
      kind: Event
      metadata:
        name: web.181f0b2c9d4e5a6b
        namespace: shop
      eventTime: "2025-01-01T10:00:00.000000Z"
      regarding: {kind: Pod, name: web, namespace: shop}
    `,
  ],
  invalid: [
    {
      code: yaml`
        apiVersion: events.k8s.io/v1
        kind: Event
        metadata:
          name: node-1.181f0b2c9d4e5a6b
          namespace: shop
        eventTime: "2025-01-01T10:00:00.000000Z"
        regarding:
          kind: Node
          name: node-1
      `,
      errors: [{ messageId: 'mismatch', path: 'involvedObject.namespace', line: 7, column: 1 }],
    },
  ],
});
