import rule from '../../../rules/storage-version-migration/resource-changed.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

const stored = yaml`
  apiVersion: storagemigration.k8s.io/v1alpha1
  kind: StorageVersionMigration
  metadata: {name: migrate}
  spec:
    resource:
      group: ""
      version: v1
      resource: secrets
`;

ruleTester.run(rule, {
  valid: [{ name: 'token set', old: stored, code: `${stored}  continueToken: abc\n` }],
  invalid: [
    {
      old: stored,
      code: stored.replace('group: ""', 'group: apps').replace('secrets', 'deployments'),
      errors: [
        { messageId: 'changed', path: 'group', line: 6, column: 12 },
        { messageId: 'changed', path: 'resource', line: 8, column: 15 },
      ],
    },
  ],
});
