import rule from '../../../rules/api-service/group-version-invalid.js';
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
        groupPriorityMinimum: 100
        versionPriority: 100
    `,
    yaml`
      apiVersion: apiregistration.k8s.io/v1
      kind: APIService
      metadata:
        name: v1.
      spec:
        version: v1
        groupPriorityMinimum: 18000
        versionPriority: 1
    `,
  ],
  invalid: [
    {
      name: 'empty group with v2',
      code: yaml`
        apiVersion: apiregistration.k8s.io/v1
        kind: APIService
        metadata:
          name: v2.
        spec:
          version: v2
          groupPriorityMinimum: 100
          versionPriority: 100
      `,
      errors: [{ messageId: 'groupRequired', path: 'spec.group', line: 5, column: 1 }],
    },
    {
      name: 'uppercase group and version',
      code: yaml`
        apiVersion: apiregistration.k8s.io/v1
        kind: APIService
        metadata:
          name: V1.Metrics
        spec:
          group: Metrics
          version: V1
          groupPriorityMinimum: 100
          versionPriority: 100
      `,
      errors: [
        { messageId: 'groupInvalid', path: 'spec.group', line: 6, column: 10 },
        { messageId: 'versionInvalid', path: 'spec.version', line: 7, column: 12, endColumn: 14 },
      ],
    },
  ],
});
