import rule from '../../../rules/namespace/status-phase-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

const stored = yaml`
  apiVersion: v1
  kind: Namespace
  metadata:
    name: team-a
  status:
    phase: Active
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
      `,
    },
    {
      name: 'the stored deletion timestamp counts when the manifest omits it',
      old: yaml`
        apiVersion: v1
        kind: Namespace
        metadata:
          name: team-a
          deletionTimestamp: "2025-01-01T12:00:00Z"
        status:
          phase: Terminating
      `,
      subresource: 'status',
      code: yaml`
        apiVersion: v1
        kind: Namespace
        metadata:
          name: team-a
        status:
          phase: Terminating
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
        status:
          phase: Terminating
      `,
      errors: [{ messageId: 'notActive', path: 'status.Phase', line: 6, column: 10 }],
    },
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
          phase: Active
      `,
      errors: [{ messageId: 'notTerminating', path: 'status.Phase', line: 7, column: 10 }],
    },
    {
      name: 'a stored deletion timestamp requires Terminating',
      old: yaml`
        apiVersion: v1
        kind: Namespace
        metadata:
          name: team-a
          deletionTimestamp: "2025-01-01T12:00:00Z"
        status:
          phase: Terminating
      `,
      subresource: 'status',
      code: yaml`
        apiVersion: v1
        kind: Namespace
        metadata:
          name: team-a
        status:
          phase: Active
      `,
      errors: [{ messageId: 'notTerminating', path: 'status.Phase', line: 6, column: 10, endLine: 6, endColumn: 16 }],
    },
  ],
});
