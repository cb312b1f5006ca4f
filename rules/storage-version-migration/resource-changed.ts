import { createRule } from '@plumbline/engine';
import { obj } from '../_shared/helpers.js';

export default createRule({
  id: 'storage-version-migration/resource-changed',
  meta: {
    kinds: ['StorageVersionMigration'],
    type: 'transition',
    severity: 'error',
    messages: {
      changed:
        '`spec.resource.{{field}}` changed from "{{old}}" to "{{value}}"; the resource of a migration is immutable (create a new ' +
        'migration).',
    },
    docs: {
      description: 'Disallow changing the resource of a StorageVersionMigration',
      spec: { doc: 'part3', section: 'StorageVersionMigration' },
      details:
        'The server keeps `spec.resource` (group, version and resource) immutable. It reports a change at the bare paths `group`, ' +
        "`version` and `resource` (without `spec.resource.`); Plumbline uses the same paths so that its answer matches the server's, " +
        'and points the editor at `spec.resource.<field>`.',
    },
  },
  check(ctx) {
    if (!ctx.oldObject) return;
    const now = obj(obj(ctx.object.spec).resource);
    const before = obj(obj(ctx.oldObject.spec).resource);
    for (const field of ['group', 'version', 'resource']) {
      const value = typeof now[field] === 'string' ? (now[field] as string) : '';
      const old = typeof before[field] === 'string' ? (before[field] as string) : '';
      if (value !== old) ctx.report({ messageId: 'changed', path: [field], at: ['spec', 'resource', field], data: { field, old, value } });
    }
  },
});
