import { createRule } from '@plumbline/engine';
import { obj } from '../_shared/helpers.js';
import { conditionProblems, reportConditionProblems } from '../_shared/conditions.js';

export default createRule({
  id: 'api-service/condition-invalid',
  meta: {
    kinds: ['APIService'],
    type: 'field',
    severity: 'warning',
    subresource: 'status',
    messages: {
      typeMissing: '`status.conditions[{{index}}].type` is missing; every condition needs a type.',
      typeDuplicate:
        '`status.conditions[{{index}}].type` "{{type}}" repeats entry {{first}}; conditions are merged by type, so each ' +
        'type may appear once.',
      reasonInvalid: '`status.conditions[{{index}}].reason` is "{{reason}}": {{problem}}.',
    },
    docs: {
      description: 'Require APIService conditions with a unique type and a CamelCase reason',
      spec: { doc: 'part2', section: 'APIService', field: 'status.conditions' },
      details:
        'The specification requires a condition `type`, keys the list by type and describes `reason` as one CamelCase word. The API ' +
        "server's `status` validation checks only the condition status (see `api-service/condition-status-invalid`), so these are " +
        'warnings.',
    },
  },
  check(ctx) {
    // Status values are errors of api-service/condition-status-invalid.
    reportConditionProblems(ctx, conditionProblems(obj(ctx.object.status).conditions, ['status', 'conditions'], { checkStatus: false }));
  },
});
