import rule from '../../../rules/event/reporting-controller-not-domain-prefixed.js';
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
      reportingController: example.com/scheduler
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
        reportingController: scheduler
      `,
      errors: [{ messageId: 'noPrefix', path: 'reportingController', line: 7, column: 22, severity: 'warning' }],
    },
  ],
});
