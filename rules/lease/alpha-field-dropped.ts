import { createRule } from '@plumbline/engine';
import { isSet, obj } from '../_shared/helpers.js';
import { GATE, fieldKept } from './_gate.js';

export default createRule({
  id: 'lease/alpha-field-dropped',
  meta: {
    kinds: ['Lease'],
    type: 'field',
    severity: 'warning',
    messages: {
      dropped:
        '`spec.{{field}}` is alpha and the CoordinatedLeaderElection feature gate is off; the API server drops the ' + 'field silently.',
    },
    docs: {
      description: 'Disallow alpha Lease fields while their feature gate is off',
      spec: { doc: 'part2', section: 'Lease', field: 'spec.strategy' },
      details:
        '`strategy` and `preferredHolder` belong to coordinated leader election, alpha behind the CoordinatedLeaderElection feature ' +
        'gate, which is off by default in v1.34. With the gate off the API server clears both fields before validation (unless an ' +
        'update keeps values the stored Lease already has), so the request succeeds but the fields are lost. Plumbline warns; turn the ' +
        'gate on in the configuration (`featureGates:`) for clusters that enable it.',
    },
  },
  check(ctx) {
    const spec = obj(ctx.object.spec);
    for (const field of ['strategy', 'preferredHolder'] as const) {
      if (isSet(spec[field]) && !fieldKept(ctx, field))
        ctx.report({ messageId: 'dropped', path: ['spec', field], data: { field, gate: GATE } });
    }
  },
});
