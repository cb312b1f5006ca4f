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
    {
      name: 'a new event may regard an object of another namespace',
      code: yaml`
        apiVersion: events.k8s.io/v1
        kind: Event
        metadata:
          name: web.181f0b2c9d4e5a6b
          namespace: shop
        eventTime: "2025-01-01T10:00:00.000000Z"
        regarding: {kind: Pod, name: web, namespace: billing}
      `,
    },
    {
      name: 'a legacy event (no eventTime) in default about a cluster-scoped object',
      old: yaml`
        apiVersion: events.k8s.io/v1
        kind: Event
        metadata: {name: node-1.181f0b2c9d4e5a6b, namespace: default}
        regarding: {kind: Node, name: node-1}
      `,
      code: yaml`
        apiVersion: events.k8s.io/v1
        kind: Event
        metadata: {name: node-1.181f0b2c9d4e5a6b, namespace: default, labels: {seen: "yes"}}
        regarding: {kind: Node, name: node-1}
      `,
    },
  ],
  invalid: [
    {
      name: 'a core/v1 Event whose involvedObject is in another namespace',
      code: yaml`
        apiVersion: v1
        kind: Event
        metadata: {name: web.1, namespace: shop}
        involvedObject: {kind: Pod, name: web, namespace: other}
        reason: Started
      `,
      errors: [
        {
          messageId: 'legacyMismatch',
          path: 'involvedObject.namespace',
          line: 4,
          column: 51,
          message: '`involvedObject.namespace` is "other" but the Event is in namespace "shop"; an Event without `eventTime` must be in the namespace of the object it regards.',
        },
      ],
    },
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
    {
      name: 'a legacy event must be in the namespace of the object it regards',
      old: yaml`
        apiVersion: events.k8s.io/v1
        kind: Event
        metadata: {name: web.181f0b2c9d4e5a6b, namespace: shop}
        regarding: {kind: Pod, name: web, namespace: shop}
      `,
      code: yaml`
        apiVersion: events.k8s.io/v1
        kind: Event
        metadata:
          name: web.181f0b2c9d4e5a6b
          namespace: shop
        regarding:
          kind: Pod
          name: web
          namespace: billing
      `,
      errors: [{ messageId: 'legacyMismatch', path: 'involvedObject.namespace', line: 9, column: 14, endLine: 9, endColumn: 21 }],
    },
    {
      name: 'a legacy event about a cluster-scoped object outside default',
      code: yaml`
        apiVersion: events.k8s.io/v1
        kind: Event
        metadata:
          name: node-1.181f0b2c9d4e5a6b
          namespace: kube-system
        regarding:
          kind: Node
          name: node-1
      `,
      errors: [{ messageId: 'legacyClusterScoped', path: 'involvedObject.namespace', line: 6, column: 1 }],
    },
  ],
});
