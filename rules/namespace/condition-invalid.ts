import { createRule } from '@plumbline/engine';
import { obj, str } from '../_shared/helpers.js';
import { conditionProblems, reportConditionProblems } from '../_shared/conditions.js';

export default createRule({
  id: 'namespace/condition-invalid',
  meta: {
    kinds: ['Namespace'],
    type: 'field',
    severity: 'warning',
    subresource: 'status',
    messages: {
      typeMissing: '`status.conditions[{{index}}].type` is missing; every condition needs a type.',
      typeDuplicate:
        '`status.conditions[{{index}}].type` "{{type}}" repeats entry {{first}}; conditions are merged by type, so each ' +
        'type may appear once.',
      statusMissing: '`status.conditions[{{index}}].status` is missing; use True, False or Unknown.',
      statusInvalid: '`status.conditions[{{index}}].status` is "{{status}}"; use True, False or Unknown.',
      reasonInvalid: '`status.conditions[{{index}}].reason` is "{{reason}}": {{problem}}.',
      phaseInvalid: '`status.phase` is "{{phase}}"; the phases are `Active` and `Terminating`.',
    },
    docs: {
      description: 'Require well-formed namespace conditions',
      spec: { doc: 'part2', section: 'Namespace', field: 'status.conditions' },
      details:
        'The specification keys namespace conditions by `type`, requires `status` (`True`, `False`, `Unknown`) and lists the phases ' +
        "`Active` and `Terminating`. The API server's `status` validation checks only the phase against `deletionTimestamp` " +
        '(`namespace/status-phase-invalid`) and none of the conditions, so these are warnings.',
    },
  },
  check(ctx) {
    const status = obj(ctx.object.status);
    reportConditionProblems(ctx, conditionProblems(status.conditions, ['status', 'conditions']));
    const phase = str(status.phase);
    if (phase && phase !== 'Active' && phase !== 'Terminating')
      ctx.report({ messageId: 'phaseInvalid', path: ['status', 'phase'], data: { phase } });
  },
});
