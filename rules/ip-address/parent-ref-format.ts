import { createRule, dns1123Label, dns1123Subdomain } from '@plumbline/engine';
import { isObject, str } from '../_shared/helpers.js';
import { pathSegmentProblems } from '../_shared/names.js';

export default createRule({
  id: 'ip-address/parent-ref-format',
  meta: {
    kinds: ['IPAddress'],
    type: 'field',
    severity: 'warning',
    messages: {
      resource: '`spec.parentRef.resource` is "{{value}}"; resources are lowercase plural names such as `services` ({{problem}}).',
      namespace: '`spec.parentRef.namespace` is "{{value}}"; a namespace name {{problem}}.',
      name: '`spec.parentRef.name` is "{{value}}"; object names {{problem}}.',
    },
    docs: {
      description: 'Require lowercase resource, namespace and name in an IPAddress parent reference',
      spec: { doc: 'part2', section: 'IPAddress', field: 'spec.parentRef' },
      details:
        'The API server checks `resource`, `name` and `namespace` of the parent reference only as path segments, so `Services` or an ' +
        'uppercase namespace are accepted although no such object can exist: resources are lowercase plural names (DNS labels), ' +
        'namespaces are DNS labels and most names DNS subdomains. Plumbline warns where the server accepts the value (path-segment ' +
        'errors belong to `ip-address/parent-ref-invalid`).',
    },
  },
  check(ctx) {
    const spec = ctx.object.spec;
    if (!isObject(spec) || !isObject(spec.parentRef)) return;
    const ref = spec.parentRef;
    const check = (field: 'resource' | 'namespace' | 'name', problems: (v: string) => string[]): void => {
      const value = str(ref[field]);
      if (!value || pathSegmentProblems(value).length > 0) return;
      const problem = problems(value)[0];
      if (problem) ctx.report({ messageId: field, path: ['spec', 'parentRef', field], data: { value, problem } });
    };
    check('resource', dns1123Label);
    check('namespace', dns1123Label);
    check('name', dns1123Subdomain);
  },
});
