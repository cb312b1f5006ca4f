import { createRule, dns1123Subdomain } from '@plumbline/engine';
import { isObject, obj, str } from '../_shared/helpers.js';
import { pathSegmentProblems } from '../_shared/names.js';

export default createRule({
  id: 'ip-address/parent-ref-invalid',
  meta: {
    kinds: ['IPAddress'],
    type: 'field',
    severity: 'error',
    messages: {
      parentRefMissing: '`spec.parentRef` is missing; every IPAddress must reference the object it is allocated to.',
      required: '`spec.parentRef.{{field}}` is missing; a parent reference needs `resource` and `name`.',
      group: '`spec.parentRef.group` is "{{value}}": {{problem}}.',
      pathSegment: '`spec.parentRef.{{field}}` is "{{value}}": {{problem}}.',
    },
    docs: {
      description: 'Require a parent reference with resource and name on an IPAddress',
      spec: { doc: 'part2', section: 'IPAddress', field: 'spec.parentRef' },
      details:
        'The API server requires `spec.parentRef` with a `resource` and a `name` (`FieldValueRequired`). `group` is optional (empty for ' +
        'the core group, used by Services) and must be a DNS subdomain when set. `resource`, `name` and `namespace` are only checked ' +
        'as path segments (no `/` or `%`, not `.` or `..`); stricter expectations are warnings of `ip-address/parent-ref-format`.',
    },
  },
  check(ctx) {
    const parentRef = obj(ctx.object.spec).parentRef;
    if (!isObject(parentRef)) {
      ctx.report({ messageId: 'parentRefMissing', path: ['spec', 'parentRef'], reason: 'FieldValueRequired' });
      return;
    }
    const base = ['spec', 'parentRef'];
    const group = str(parentRef.group);
    if (group)
      for (const problem of dns1123Subdomain(group))
        ctx.report({ messageId: 'group', path: [...base, 'group'], data: { value: group, problem } });
    for (const field of ['resource', 'name', 'namespace']) {
      const value = str(parentRef[field]);
      if (!value) {
        if (field !== 'namespace')
          ctx.report({ messageId: 'required', path: [...base, field], reason: 'FieldValueRequired', data: { field } });
        continue;
      }
      for (const problem of pathSegmentProblems(value))
        ctx.report({ messageId: 'pathSegment', path: [...base, field], data: { field, value, problem } });
    }
  },
});
