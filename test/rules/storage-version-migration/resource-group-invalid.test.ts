import rule from '../../../rules/storage-version-migration/resource-group-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: storagemigration.k8s.io/v1alpha1
      kind: StorageVersionMigration
      metadata: {name: migrate-ingresses}
      spec:
        resource: {group: networking.k8s.io, version: v1, resource: ingresses}
    `,
  ],
  invalid: [
    {
      code: yaml`
        apiVersion: storagemigration.k8s.io/v1alpha1
        kind: StorageVersionMigration
        metadata: {name: migrate-secrets}
        spec:
          resource:
            group: Apps_Group
            version: v1
            resource: deployments
      `,
      errors: [{ messageId: 'invalid', path: 'spec.resource.group', severity: 'warning', line: 6, column: 12 }],
    },
  ],
});
