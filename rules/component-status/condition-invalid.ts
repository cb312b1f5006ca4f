import { createRule } from '@plumbline/engine';
import { arr, obj, str } from '../_shared/helpers.js';
import { conditionProblems } from '../_shared/conditions.js';

export default createRule({
  id: 'component-status/condition-invalid',
  meta: {
    kinds: ['ComponentStatus'],
    type: 'field',
    severity: 'warning',
    messages: {
      typeMissing: '`conditions[{{index}}].type` is missing; use `Healthy`.',
      typeNotHealthy: '`conditions[{{index}}].type` is "{{type}}"; the only ComponentStatus condition type is `Healthy`.',
      typeDuplicate:
        '`conditions[{{index}}].type` "{{type}}" repeats entry {{first}}; conditions are merged by type, so each type may ' +
        'appear once.',
      statusMissing: '`conditions[{{index}}].status` is missing; use True, False or Unknown.',
      statusInvalid: '`conditions[{{index}}].status` is "{{status}}"; use True, False or Unknown.',
    },
    docs: {
      description: 'Require ComponentStatus conditions of type Healthy with status True, False or Unknown',
      spec: { doc: 'part2', section: 'ComponentStatus (deprecated from release 1.19)' },
      details:
        'The specification defines one condition type, `Healthy`, with status `True`, `False` or `Unknown`, keyed by type. ' +
        'ComponentStatus has no write path, so the API server never validates these; Plumbline warns (the manifest is refused anyway by ' +
        '`component-status/not-writable`).',
    },
  },
  check(ctx) {
    const list = ctx.object.conditions;
    for (const p of conditionProblems(list, ['conditions'], { checkReason: false }))
      ctx.report({ messageId: p.messageId, path: p.path, data: p.data });
    arr(list).forEach((item, index) => {
      const type = str(obj(item).type);
      if (type && type !== 'Healthy')
        ctx.report({ messageId: 'typeNotHealthy', path: ['conditions', index, 'type'], data: { index, type } });
    });
  },
});
