import { createRule, dns1123Subdomain } from '@plumbline/engine';
import { obj, spec } from '../_shared/helpers.js';

export default createRule({
  id: 'storage-version-migration/resource-group-invalid',
  meta: {
    kinds: ['StorageVersionMigration'],
    type: 'field',
    severity: 'warning',
    messages: {
      invalid:
        '`spec.resource.group` is "{{value}}": an API group is empty (core) or a DNS subdomain, and it {{problem}}; no resource ' +
        'of this group can exist, so the migration cannot succeed.',
    },
    docs: {
      description: 'Disallow an API group name that no API group can have',
      spec: { doc: 'part3', section: 'StorageVersionMigration' },
      details:
        'API groups are empty (the core group) or DNS subdomains such as `apps` or `networking.k8s.io`. The server does not check ' +
        '`spec.resource.group`, so a migration of a group that cannot exist is accepted and never completes. Plumbline warns and keeps ' +
        "the server's verdict.",
    },
  },
  check(ctx) {
    const value = obj(spec(ctx).resource).group;
    if (typeof value !== 'string' || value === '') return;
    const problems = dns1123Subdomain(value);
    if (problems.length > 0)
      ctx.report({ messageId: 'invalid', path: ['spec', 'resource', 'group'], data: { value, problem: problems.join('; ') } });
  },
});
