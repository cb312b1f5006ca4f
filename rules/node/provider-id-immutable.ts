import { createRule } from '@plumbline/engine';
import { obj, str } from '../_shared/helpers.js';

export default createRule({
  id: 'node/provider-id-immutable',
  meta: {
    kinds: ['Node'],
    type: 'transition',
    severity: 'error',
    reason: 'FieldValueForbidden',
    messages: {
      changed: '`spec.providerID` changed from "{{old}}" to "{{value}}"; the provider ID can only be set once, from empty to a ' + 'value.',
    },
    docs: {
      description: 'Disallow changing providerID once it is set',
      spec: { doc: 'part2', section: 'Node', field: 'spec.providerID' },
      details:
        'The API server allows setting `spec.providerID` on a node that has none (the cloud controller does that) and refuses any ' +
        'later change, including removal (`FieldValueForbidden`).',
    },
  },
  check(ctx) {
    const old = str(obj(ctx.oldObject?.spec).providerID) ?? '';
    const value = str(obj(ctx.object.spec).providerID) ?? '';
    if (old !== '' && old !== value)
      ctx.report({
        messageId: 'changed',
        path: ['spec', 'providerID'],
        data: { old, value },
        fix: { description: `Restore ${old}`, path: ['spec', 'providerID'], action: 'set', value: old },
      });
  },
});
