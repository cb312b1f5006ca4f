import { createRule, dns1035Label, dns1123Subdomain } from '@plumbline/engine';
import { obj, str } from '../_shared/helpers.js';

export default createRule({
  id: 'api-service/group-version-invalid',
  meta: {
    kinds: ['APIService'],
    type: 'field',
    severity: 'error',
    messages: {
      groupRequired:
        '`spec.group` is empty but `spec.version` is "{{version}}"; only version `v1` (the legacy core group) may have an ' +
        'empty group.',
      groupInvalid: '`spec.group` is "{{group}}": {{problem}}.',
      versionInvalid: '`spec.version` is "{{version}}": {{problem}}.',
    },
    docs: {
      description: 'Enforce the format of spec.group and spec.version of an APIService',
      spec: { doc: 'part2', section: 'APIService', field: 'spec.group' },
      details:
        'The API server requires `spec.group` to be a DNS subdomain; it may be empty only together with `spec.version: v1` (the legacy ' +
        'core group, `FieldValueRequired` otherwise). `spec.version` must be an RFC 1035 label (lowercase, starting with a letter), so ' +
        'it is effectively required.',
    },
  },
  check(ctx) {
    const spec = obj(ctx.object.spec);
    const group = str(spec.group) ?? '';
    const version = str(spec.version) ?? '';
    if (group === '' && version !== 'v1')
      ctx.report({ messageId: 'groupRequired', path: ['spec', 'group'], reason: 'FieldValueRequired', data: { version } });
    if (group !== '')
      for (const problem of dns1123Subdomain(group))
        ctx.report({ messageId: 'groupInvalid', path: ['spec', 'group'], data: { group, problem } });
    for (const problem of dns1035Label(version))
      ctx.report({ messageId: 'versionInvalid', path: ['spec', 'version'], data: { version, problem } });
  },
});
