import { createRule } from '@plumbline/engine';
import { isSet, obj, spec } from '../_shared/helpers.js';

export default createRule({
  id: 'storage-version-migration/resource-missing',
  meta: {
    kinds: ['StorageVersionMigration'],
    type: 'field',
    severity: 'error',
    reason: 'FieldValueRequired',
    messages: {
      missing: '`spec.resource.{{field}}` is required: name the {{what}} to migrate.',
    },
    docs: {
      description: 'Require the resource and version of a StorageVersionMigration',
      spec: { doc: 'part3', section: 'StorageVersionMigration' },
      details:
        'The server requires non-empty `spec.resource.resource` and `spec.resource.version`. `spec.resource.group` may be empty (the ' +
        'core group) and is not format-checked by the server, although the specification expects a group name.',
    },
  },
  check(ctx) {
    const resource = obj(spec(ctx).resource);
    const what: Record<string, string> = { resource: 'resource (plural name)', version: 'version' };
    for (const field of ['resource', 'version']) {
      const value = resource[field];
      if (typeof value === 'string' && value !== '') continue;
      const at = isSet(resource[field])
        ? ['spec', 'resource', field]
        : isSet(spec(ctx).resource)
          ? ['spec', 'resource']
          : isSet(ctx.object.spec)
            ? ['spec']
            : ['metadata'];
      ctx.report({
        messageId: 'missing',
        path: ['spec', 'resource', field],
        at,
        target: 'key',
        data: { field, what: what[field] ?? field },
      });
    }
  },
});
