import rule from '../../../rules/event/deprecated-field-set.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: events.k8s.io/v1
      kind: Event
      metadata:
        name: web.181f0b2c9d4e5a6b
        namespace: default
      eventTime: "2025-01-01T10:00:00.000000Z"
      deprecatedCount: 0
      deprecatedSource: {}
    `,
  ],
  invalid: [
    {
      code: yaml`
        apiVersion: events.k8s.io/v1
        kind: Event
        metadata:
          name: web.181f0b2c9d4e5a6b
          namespace: default
        eventTime: "2025-01-01T10:00:00.000000Z"
        deprecatedCount: 3
        deprecatedFirstTimestamp: "2025-01-01T10:00:00Z"
        deprecatedLastTimestamp: "2025-01-01T10:05:00Z"
        deprecatedSource:
          component: kubelet
      `,
      errors: [
        { messageId: 'set', path: 'count', line: 7, column: 18 },
        { messageId: 'set', path: 'firstTimestamp', line: 8, column: 27 },
        { messageId: 'set', path: 'lastTimestamp', line: 9, column: 26 },
        { messageId: 'set', path: 'source', line: 10, column: 1 },
      ],
    },
  ],
});
