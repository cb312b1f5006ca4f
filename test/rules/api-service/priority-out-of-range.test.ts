import rule from '../../../rules/api-service/priority-out-of-range.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: apiregistration.k8s.io/v1
      kind: APIService
      metadata:
        name: v1beta1.metrics.k8s.io
      spec:
        group: metrics.k8s.io
        version: v1beta1
        groupPriorityMinimum: 20000
        versionPriority: 1000
    `,
  ],
  invalid: [
    {
      name: 'out of both ranges',
      code: yaml`
        apiVersion: apiregistration.k8s.io/v1
        kind: APIService
        metadata:
          name: v1beta1.metrics.k8s.io
        spec:
          group: metrics.k8s.io
          version: v1beta1
          groupPriorityMinimum: 20001
          versionPriority: 0
      `,
      errors: [
        { messageId: 'groupPriority', path: 'spec.groupPriorityMinimum', line: 8, column: 25, endColumn: 30 },
        { messageId: 'versionPriority', path: 'spec.versionPriority', line: 9, column: 20 },
      ],
    },
    {
      name: 'both missing',
      code: yaml`
        apiVersion: apiregistration.k8s.io/v1
        kind: APIService
        metadata:
          name: v1beta1.metrics.k8s.io
        spec:
          group: metrics.k8s.io
          version: v1beta1
      `,
      errors: [
        { messageId: 'groupPriority', path: 'spec.groupPriorityMinimum', message: '`spec.groupPriorityMinimum` is 0; it is required and must be between 1 and 20000.', line: 5, column: 1 },
        { messageId: 'versionPriority', path: 'spec.versionPriority', line: 5, column: 1 },
      ],
    },
  ],
});
