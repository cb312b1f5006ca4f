import rule from '../../../rules/storage-version-migration/resource-missing.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: storagemigration.k8s.io/v1alpha1
      kind: StorageVersionMigration
      metadata: {name: migrate-secrets}
      spec:
        resource: {group: "", version: v1, resource: secrets}
    `,
  ],
  invalid: [
    {
      name: 'no resource',
      code: yaml`
        apiVersion: storagemigration.k8s.io/v1alpha1
        kind: StorageVersionMigration
        metadata: {name: migrate-secrets}
        spec: {}
      `,
      errors: [
        { messageId: 'missing', path: 'spec.resource.resource', line: 4, column: 1 },
        { messageId: 'missing', path: 'spec.resource.version', line: 4, column: 1 },
      ],
    },
    {
      name: 'empty version',
      code: yaml`
        apiVersion: storagemigration.k8s.io/v1alpha1
        kind: StorageVersionMigration
        metadata: {name: migrate-secrets}
        spec:
          resource:
            group: apps
            version: ""
            resource: deployments
      `,
      errors: [{ messageId: 'missing', path: 'spec.resource.version', message: '`spec.resource.version` is required: name the version to migrate.', line: 7, column: 5 }],
    },
  ],
});
