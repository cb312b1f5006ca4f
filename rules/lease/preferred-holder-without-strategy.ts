import { createRule } from '@plumbline/engine';
import { obj, str } from '../_shared/helpers.js';
import { fieldKept } from './_gate.js';

export default createRule({
  id: 'lease/preferred-holder-without-strategy',
  meta: {
    kinds: ['Lease'],
    type: 'cross-field',
    severity: 'error',
    reason: 'FieldValueForbidden',
    messages: { forbidden: '`spec.preferredHolder` is "{{value}}" but `spec.strategy` is not set; a preferred holder needs a strategy.' },
    docs: {
      description: 'Disallow preferredHolder on a Lease without strategy',
      spec: { doc: 'part2', section: 'Lease', field: 'spec.preferredHolder' },
      details:
        'The API server refuses a non-empty `preferredHolder` when `strategy` is unset or empty (`FieldValueForbidden`). Both fields are ' +
        'alpha: with the CoordinatedLeaderElection feature gate off (the v1.34 default) the server drops them before validation, so ' +
        'this is only enforced when the gate is on (or when an update keeps fields the stored Lease already has).',
    },
  },
  check(ctx) {
    if (!fieldKept(ctx, 'preferredHolder')) return;
    const spec = obj(ctx.object.spec);
    const value = str(spec.preferredHolder);
    if (!value) return;
    const strategy = fieldKept(ctx, 'strategy') ? str(spec.strategy) : undefined;
    if (!strategy) ctx.report({ messageId: 'forbidden', path: ['spec', 'preferredHolder'], data: { value } });
  },
});
