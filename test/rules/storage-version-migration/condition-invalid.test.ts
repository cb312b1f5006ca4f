import rule from '../../../rules/storage-version-migration/condition-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

const stored = yaml`
  apiVersion: storagemigration.k8s.io/v1alpha1
  kind: StorageVersionMigration
  metadata: {name: migrate}
  spec:
    resource: {group: "", version: v1, resource: secrets}
`;

ruleTester.run(rule, {
  valid: [
    {
      name: 'a running condition',
      old: stored,
      subresource: 'status',
      code: `${stored}status:\n  conditions:\n    - {type: Running, status: Unknown, lastUpdateTime: "2025-01-01T10:00:00Z", reason: MigrationStarted, message: ""}\n`,
    },
  ],
  invalid: [
    {
      name: 'status, type and reason problems',
      old: stored,
      subresource: 'status',
      code: `${stored}status:\n  conditions:\n    - {type: Running, status: Done, lastUpdateTime: "2025-01-01T10:00:00Z", reason: MigrationStarted}\n    - {type: Running, status: "True", reason: "1st"}\n    - {status: "True", lastUpdateTime: "2025-01-01T10:00:00Z"}\n`,
      errors: [
        { messageId: 'statusNotSupported', path: 'status.conditions[0].status', line: 8, column: 31 },
        { messageId: 'timeMissing', path: 'status.conditions[1].lastTransitionTime', line: 9, column: 7 },
        { messageId: 'typeDuplicate', path: 'status.conditions[1].type', line: 9, column: 14 },
        { messageId: 'reasonInvalid', path: 'status.conditions[1].reason', line: 9, column: 47 },
        { messageId: 'typeInvalid', path: 'status.conditions[2].type', line: 10, column: 7 },
        { messageId: 'reasonMissing', path: 'status.conditions[2].reason', line: 10, column: 7 },
      ],
    },
    {
      name: 'a message over 32 KiB',
      old: stored,
      subresource: 'status',
      code: `${stored}status:\n  conditions:\n    - type: Failed\n      status: "True"\n      lastUpdateTime: "2025-01-01T10:00:00Z"\n      reason: Error\n      message: ${'x'.repeat(32 * 1024 + 1)}\n`,
      errors: [{ messageId: 'messageTooLong', path: 'status.conditions[0].message', line: 12, column: 16 }],
    },
  ],
});
