import { createRule } from '@plumbline/engine';
import { num, obj } from '../_shared/helpers.js';

export default createRule({
  id: 'api-service/priority-out-of-range',
  meta: {
    kinds: ['APIService'],
    type: 'field',
    severity: 'error',
    messages: {
      groupPriority: '`spec.groupPriorityMinimum` is {{value}}; it is required and must be between 1 and 20000.',
      versionPriority: '`spec.versionPriority` is {{value}}; it is required and must be between 1 and 1000.',
    },
    docs: {
      description: 'Enforce the ranges of groupPriorityMinimum and versionPriority',
      spec: { doc: 'part2', section: 'APIService', field: 'spec.versionPriority' },
      details:
        'Both priorities are required: an unset value is 0 to the server and fails the range check. The server accepts ' +
        '`groupPriorityMinimum` from 1 to 20000 and `versionPriority` from 1 to 1000 (both ends included; its message says "less ' +
        'than", but the bound itself passes). The specification states only that `versionPriority` must be greater than zero; ' +
        "Plumbline follows the server's upper bound of 1000. Recommended values: 18000 for groups under the vendor domain, about 2000 " +
        'for platform layers.',
    },
  },
  check(ctx) {
    const spec = obj(ctx.object.spec);
    const gpm = num(spec.groupPriorityMinimum) ?? 0;
    const vp = num(spec.versionPriority) ?? 0;
    if (gpm <= 0 || gpm > 20000) ctx.report({ messageId: 'groupPriority', path: ['spec', 'groupPriorityMinimum'], data: { value: gpm } });
    if (vp <= 0 || vp > 1000) ctx.report({ messageId: 'versionPriority', path: ['spec', 'versionPriority'], data: { value: vp } });
  },
});
