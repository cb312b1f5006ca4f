import rule from '../../../rules/api-service/condition-status-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

const old = yaml`
  apiVersion: apiregistration.k8s.io/v1
  kind: APIService
  metadata:
    name: v1.
  spec:
    version: v1
    groupPriorityMinimum: 18000
    versionPriority: 1
`;

ruleTester.run(rule, {
  valid: [
    {
      old,
      subresource: 'status',
      code: yaml`
        apiVersion: apiregistration.k8s.io/v1
        kind: APIService
        metadata:
          name: v1.
        spec:
          version: v1
          groupPriorityMinimum: 18000
          versionPriority: 1
        status:
          conditions:
          - type: Available
            status: Unknown
      `,
    },
  ],
  invalid: [
    {
      old,
      subresource: 'status',
      code: yaml`
        apiVersion: apiregistration.k8s.io/v1
        kind: APIService
        metadata:
          name: v1.
        spec:
          version: v1
          groupPriorityMinimum: 18000
          versionPriority: 1
        status:
          conditions:
          - type: Available
            status: Yes
      `,
      errors: [{ messageId: 'invalid', path: 'status.conditions[0].status', line: 12, column: 13, endColumn: 16 }],
    },
  ],
});
