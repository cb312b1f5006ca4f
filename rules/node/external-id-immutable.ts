import { createRule } from '@plumbline/engine';
import { obj, str } from '../_shared/helpers.js';

export default createRule({
  id: 'node/external-id-immutable',
  meta: {
    kinds: ['Node'],
    type: 'transition',
    severity: 'error',
    reason: 'FieldValueForbidden',
    messages: { changed: '`spec.externalID` changed from "{{old}}" to "{{value}}"; the deprecated external ID may not be updated.' },
    docs: {
      description: 'Disallow changing the deprecated externalID',
      spec: { doc: 'part2', section: 'Node', field: 'spec.externalID' },
      details:
        'The API server refuses any change of `spec.externalID` on update, including setting it on a node that had none ' +
        '(`FieldValueForbidden`, "may not be updated").',
    },
  },
  check(ctx) {
    const old = str(obj(ctx.oldObject?.spec).externalID) ?? '';
    const value = str(obj(ctx.object.spec).externalID) ?? '';
    if (old !== value) ctx.report({ messageId: 'changed', path: ['spec', 'externalID'], data: { old, value } });
  },
});
