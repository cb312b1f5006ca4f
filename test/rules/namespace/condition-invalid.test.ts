import rule from '../../../rules/namespace/condition-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

const stored = yaml`
  apiVersion: v1
  kind: Namespace
  metadata:
    name: team-a
    deletionTimestamp: "2025-01-01T12:00:00Z"
  status:
    phase: Terminating
`;

ruleTester.run(rule, {
  valid: [
    {
      old: stored,
      subresource: 'status',
      code: yaml`
        apiVersion: v1
        kind: Namespace
        metadata:
          name: team-a
          deletionTimestamp: "2025-01-01T12:00:00Z"
        status:
          phase: Terminating
          conditions:
          - type: NamespaceDeletionContentFailure
            status: "False"
            reason: ContentDeleted
      `,
    },
  ],
  invalid: [
    {
      old: stored,
      subresource: 'status',
      code: yaml`
        apiVersion: v1
        kind: Namespace
        metadata:
          name: team-a
          deletionTimestamp: "2025-01-01T12:00:00Z"
        status:
          phase: Gone
          conditions:
          - status: "False"
            reason: content-deleted
          - type: A
          - type: A
            status: Maybe
      `,
      errors: [
        { messageId: 'phaseInvalid', path: 'status.phase', line: 7, column: 10 },
        { messageId: 'typeMissing', path: 'status.conditions[0].type', line: 9, column: 5 },
        { messageId: 'reasonInvalid', path: 'status.conditions[0].reason', line: 10, column: 13 },
        { messageId: 'statusMissing', path: 'status.conditions[1].status', line: 11, column: 5 },
        { messageId: 'typeDuplicate', path: 'status.conditions[2].type', line: 12, column: 11 },
        { messageId: 'statusInvalid', path: 'status.conditions[2].status', line: 13, column: 13 },
      ],
    },
  ],
});
