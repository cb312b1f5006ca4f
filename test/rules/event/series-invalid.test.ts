import rule from '../../../rules/event/series-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

const stored = yaml`
  apiVersion: events.k8s.io/v1
  kind: Event
  metadata:
    name: web.181f0b2c9d4e5a6b
    namespace: default
  eventTime: "2025-01-01T10:00:00.000000Z"
  series:
    count: 1
`;

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: events.k8s.io/v1
      kind: Event
      metadata:
        name: web.181f0b2c9d4e5a6b
        namespace: default
      eventTime: "2025-01-01T10:00:00.000000Z"
      series:
        count: 2
        lastObservedTime: "2025-01-01T10:05:00.000000Z"
    `,
    { name: 'unchanged series on update', old: stored, code: stored },
  ],
  invalid: [
    {
      name: 'count 1 without lastObservedTime',
      code: stored,
      errors: [
        { messageId: 'lastObservedTime', path: 'series.lastObservedTime', line: 7, column: 1 },
        { messageId: 'count', path: 'series.count', line: 8, column: 10 },
      ],
    },
  ],
});
