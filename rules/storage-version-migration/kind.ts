import { type KindDefinition, s } from '@plumbline/engine';

export const storageVersionMigrationSchema = s.object({
  spec: s.object(
    {
      resource: s.object(
        {
          group: s.string({ description: 'API group of the resource to migrate; empty for the core group.' }),
          version: s.string({ description: 'Version of the resource. Required.' }),
          resource: s.string({ description: 'Resource (plural, lower case, e.g. `secrets`). Required.' }),
        },
        { description: 'The resource whose stored objects are rewritten in the current storage version. Required, immutable.' },
      ),
      continueToken: s.string({ description: "List continuation token of the migration's progress; set by the migrator." }),
    },
    { description: 'What to migrate.' },
  ),
  status: s.object(
    {
      conditions: s.array(
        s.object({
          type: s.string({ description: 'Condition type (Running, Succeeded, Failed): a qualified name, unique in the list.' }),
          status: s.enumOf(['True', 'False', 'Unknown'], { description: 'True, False or Unknown.' }),
          lastUpdateTime: s.time({ description: 'When the condition was last updated. Required.' }),
          reason: s.string({ description: 'One CamelCase word; required.' }),
          message: s.string({ description: 'Human-readable detail, at most 32 KiB.' }),
        }),
        { description: 'Progress of the migration, one entry per type.' },
      ),
      resourceVersion: s.string({
        description:
          'Resource version (a non-negative integer) at which the migrator first observed the ' + 'migration; cannot change once set.',
      }),
    },
    { description: 'Written by the migrator through the status subresource.' },
  ),
});

export const storageVersionMigrationKind: KindDefinition = {
  kind: 'StorageVersionMigration',
  group: 'storagemigration',
  version: 'v1alpha1',
  namespaced: false,
  nameFormat: 'dns1123-subdomain',
  schema: storageVersionMigrationSchema,
  hasStatusSubresource: true,
  spec: { doc: 'part3', section: 'StorageVersionMigration' },
};
