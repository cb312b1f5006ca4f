import rule from '../../../rules/event/reporting-controller-invalid.js';
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
      reportingController: kubelet
    `,
  ],
  invalid: [
    {
      name: 'a core/v1 Event whose reportingComponent is not a qualified name',
      code: yaml`
        apiVersion: v1
        kind: Event
        metadata: {name: web.1, namespace: default}
        involvedObject: {kind: Pod, name: web, namespace: default}
        eventTime: "2025-01-01T10:00:00.000000Z"
        reportingComponent: example.com/my controller
        reportingInstance: node-1
        action: Started
        reason: Started
      `,
      errors: [{ messageId: 'invalid', path: 'reportingController', line: 6, column: 21, endColumn: 46 }],
    },
    {
      code: yaml`
        apiVersion: events.k8s.io/v1
        kind: Event
        metadata:
          name: web.181f0b2c9d4e5a6b
          namespace: default
        eventTime: "2025-01-01T10:00:00.000000Z"
        reportingController: example.com/a/b
      `,
      errors: [{ messageId: 'invalid', path: 'reportingController', line: 7, column: 22 }],
    },
  ],
});
