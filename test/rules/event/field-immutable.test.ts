import rule from '../../../rules/event/field-immutable.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

const stored = yaml`
  apiVersion: events.k8s.io/v1
  kind: Event
  metadata:
    name: web.181f0b2c9d4e5a6b
    namespace: default
  eventTime: "2025-01-01T10:00:00.000000Z"
  action: Binding
  reason: Scheduled
  note: assigned to node-1
  type: Normal
`;

ruleTester.run(rule, {
  valid: [
    {
      name: 'only the series changes; the same instant written with an offset',
      old: stored,
      code: yaml`
        apiVersion: events.k8s.io/v1
        kind: Event
        metadata:
          name: web.181f0b2c9d4e5a6b
          namespace: default
        eventTime: "2025-01-01T12:00:00.000000+02:00"
        action: Binding
        reason: Scheduled
        note: assigned to node-1
        type: Normal
        series: {count: 2, lastObservedTime: "2025-01-01T10:05:00.000000Z"}
      `,
    },
  ],
  invalid: [
    {
      old: stored,
      code: yaml`
        apiVersion: events.k8s.io/v1
        kind: Event
        metadata:
          name: web.181f0b2c9d4e5a6b
          namespace: default
        eventTime: "2025-01-01T10:00:00.000000Z"
        action: Binding
        reason: Rescheduled
        note: assigned to node-2
        type: Normal
      `,
      errors: [
        { messageId: 'immutable', path: 'reason', line: 8, column: 9 },
        { messageId: 'immutable', path: 'message', message: '`note` changed from the stored Event; it cannot be changed after creation (only `series` and metadata may change).', line: 9, column: 7 },
      ],
    },
  ],
});
