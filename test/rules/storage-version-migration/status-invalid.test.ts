import rule from '../../../rules/storage-version-migration/status-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

const base = yaml`
  apiVersion: storagemigration.k8s.io/v1alpha1
  kind: StorageVersionMigration
  metadata: {name: migrate}
  spec:
    resource: {group: "", version: v1, resource: secrets}
`;
const cond = (type: string, status: string): string => `    - {type: ${type}, status: "${status}", lastUpdateTime: "2025-01-01T10:00:00Z", reason: R}\n`;

ruleTester.run(rule, {
  valid: [
    {
      name: 'running, resource version first set',
      old: base,
      subresource: 'status',
      code: `${base}status:\n  resourceVersion: "12345"\n  conditions:\n${cond('Running', 'True')}`,
    },
  ],
  invalid: [
    {
      name: 'resource version not a number, succeeded while running',
      old: base,
      subresource: 'status',
      code: `${base}status:\n  resourceVersion: abc\n  conditions:\n${cond('Running', 'True')}${cond('Succeeded', 'True')}${cond('Failed', 'True')}`,
      errors: [
        { messageId: 'resourceVersionInvalid', path: 'status.resourceVersion', line: 7, column: 20 },
        { messageId: 'successAndFailed', path: 'status.conditions', line: 8, column: 3 },
        { messageId: 'runningAndDone', path: 'status.conditions', line: 8, column: 3 },
        { messageId: 'runningAndDone', path: 'status.conditions', line: 8, column: 3 },
      ],
    },
    {
      name: 'resource version changed, success reverted',
      old: `${base}status:\n  resourceVersion: "12345"\n  conditions:\n${cond('Succeeded', 'True')}`,
      subresource: 'status',
      code: `${base}status:\n  resourceVersion: "12346"\n  conditions:\n${cond('Succeeded', 'False')}`,
      errors: [
        { messageId: 'resourceVersionChanged', path: 'status.resourceVersion', line: 7, column: 20 },
        { messageId: 'reverted', path: 'status.conditions', line: 8, column: 3 },
      ],
    },
  ],
});
