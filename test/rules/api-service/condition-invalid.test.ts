import rule from '../../../rules/api-service/condition-invalid.js';
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

const header = `apiVersion: apiregistration.k8s.io/v1
kind: APIService
metadata:
  name: v1.
spec:
  version: v1
  groupPriorityMinimum: 18000
  versionPriority: 1
status:
  conditions:
`;

ruleTester.run(rule, {
  valid: [{ old, subresource: 'status', code: `${header}  - type: Available\n    status: "True"\n    reason: Passed\n` }],
  invalid: [
    {
      name: 'missing and duplicate types, bad reason',
      old,
      subresource: 'status',
      code: `${header}  - status: "True"\n  - type: Available\n    status: "True"\n  - type: Available\n    status: "False"\n    reason: failed-check\n`,
      errors: [
        { messageId: 'typeMissing', path: 'status.conditions[0].type', line: 11, column: 5 },
        { messageId: 'typeDuplicate', path: 'status.conditions[2].type', line: 14, column: 11 },
        { messageId: 'reasonInvalid', path: 'status.conditions[2].reason', line: 16, column: 13, severity: 'warning' },
      ],
    },
  ],
});
