import { createRule } from '@plumbline/engine';
import { obj, str } from '../_shared/helpers.js';

export default createRule({
  id: 'lease-candidate/lease-name-immutable',
  meta: {
    kinds: ['LeaseCandidate'],
    type: 'transition',
    severity: 'error',
    messages: { immutable: '`spec.leaseName` changed from "{{old}}" to "{{value}}"; the contested lease of a candidate cannot change.' },
    docs: {
      description: 'Disallow changing the leaseName of a LeaseCandidate',
      spec: { doc: 'part2', section: 'LeaseCandidate', field: 'spec.leaseName' },
      details:
        'On update the API server refuses any change of `spec.leaseName` ("field is immutable", `FieldValueInvalid`). Other ' +
        'fields, such as `renewTime` and `pingTime`, may change.',
    },
  },
  check(ctx) {
    const value = str(obj(ctx.object.spec).leaseName) ?? '';
    const old = str(obj(ctx.oldObject?.spec).leaseName) ?? '';
    if (value !== old)
      ctx.report({
        messageId: 'immutable',
        path: ['spec', 'leaseName'],
        data: { value, old },
        fix: { description: `Restore ${old}`, path: ['spec', 'leaseName'], action: 'set', value: old },
      });
  },
});
