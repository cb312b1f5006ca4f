import rule from '../../../rules/event/required-field-missing.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    { name: 'a core/v1 Event without eventTime (a legacy event)', code: 'apiVersion: v1\nkind: Event\nmetadata: {name: web.1, namespace: default}\ninvolvedObject: {kind: Pod, name: web, namespace: default}\nreason: Started\n' },
    yaml`
      apiVersion: events.k8s.io/v1
      kind: Event
      metadata:
        name: web.181f0b2c9d4e5a6b
        namespace: default
      eventTime: "2025-01-01T10:00:00.000000Z"
      action: Binding
      reason: Scheduled
      type: Normal
      reportingController: example.com/scheduler
      reportingInstance: scheduler-node-1
    `,
  ],
  invalid: [
    {
      name: 'a core/v1 Event with eventTime and no reportingComponent',
      code: yaml`
        apiVersion: v1
        kind: Event
        metadata: {name: web.1, namespace: default}
        involvedObject: {kind: Pod, name: web, namespace: default}
        eventTime: "2025-01-01T10:00:00.000000Z"
        reportingInstance: node-1
        action: Started
        reason: Started
      `,
      errors: [
        {
          messageId: 'field',
          path: 'reportingController',
          line: 1,
          column: 1,
          message: '`reportingComponent` is missing or empty; an Event with `eventTime` needs `reportingComponent`, `reportingInstance`, `action` and `reason`.',
        },
      ],
    },
    {
      name: 'no eventTime',
      code: yaml`
        apiVersion: events.k8s.io/v1
        kind: Event
        metadata:
          name: web.181f0b2c9d4e5a6b
          namespace: default
        action: Binding
        reason: Scheduled
        type: Normal
      `,
      errors: [{ messageId: 'eventTime', path: 'eventTime', line: 1, column: 1 }],
    },
    {
      name: 'eventTime without the reporting fields',
      code: yaml`
        apiVersion: events.k8s.io/v1
        kind: Event
        metadata:
          name: web.181f0b2c9d4e5a6b
          namespace: default
        eventTime: "2025-01-01T10:00:00.000000Z"
        action: ""
        reason: Scheduled
        type: Normal
      `,
      errors: [
        { messageId: 'field', path: 'reportingController', line: 1, column: 1 },
        { messageId: 'field', path: 'reportingInstance', line: 1, column: 1 },
        { messageId: 'field', path: 'action', message: '`action` is missing or empty; an Event with `eventTime` needs `reportingController`, `reportingInstance`, `action` and `reason`.', line: 7, column: 9 },
      ],
    },
  ],
});
