import rule from '../../../rules/event/field-too-long.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

const event = (extra: string): string => `apiVersion: events.k8s.io/v1
kind: Event
metadata:
  name: web.181f0b2c9d4e5a6b
  namespace: default
eventTime: "2025-01-01T10:00:00.000000Z"
type: Normal
reportingController: example.com/scheduler
reportingInstance: scheduler-node-1
${extra}`;

ruleTester.run(rule, {
  valid: [event(`action: ${'A'.repeat(128)}\nreason: Scheduled\nnote: ${'n'.repeat(1024)}\n`)],
  invalid: [
    {
      name: 'a core/v1 Event message over 1024 bytes',
      code: 'apiVersion: v1\nkind: Event\nmetadata: {name: web.1, namespace: default}\ninvolvedObject: {kind: Pod, name: web, namespace: default}\neventTime: "2025-01-01T10:00:00.000000Z"\nreportingComponent: example.com/ctl\nreportingInstance: node-1\naction: Started\nreason: Started\nmessage: ' + 'x'.repeat(1025) + '\n',
      errors: [{ messageId: 'tooLong', path: 'message', line: 10, column: 10, message: '`message` is 1025 bytes long; the limit is 1024.' }],
    },
    {
      name: 'reason of 129 and note of 1025 bytes',
      code: event(`action: Binding\nreason: ${'A'.repeat(129)}\nnote: ${'n'.repeat(1025)}\n`),
      errors: [
        { messageId: 'tooLong', path: 'reason', message: '`reason` is 129 bytes long; the limit is 128.', line: 11, column: 9 },
        { messageId: 'tooLong', path: 'message', line: 12, column: 7 },
      ],
    },
  ],
});
