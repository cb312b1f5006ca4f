import { createRule } from '@plumbline/engine';
import { obj, str } from '../_shared/helpers.js';
import { reportStrategyProblems } from '../_shared/lease-strategy.js';
import { fieldKept } from './_gate.js';

export default createRule({
  id: 'lease/strategy-invalid',
  meta: {
    kinds: ['Lease'],
    type: 'field',
    severity: 'error',
    messages: {
      notSupported: '`spec.strategy` is "{{value}}"; supported: {{allowed}}, or a custom `<domain>/<name>` strategy.',
      invalid: '`spec.strategy` is "{{value}}": {{problem}}.',
    },
    docs: {
      description: 'Enforce a known or domain-prefixed Lease strategy',
      spec: { doc: 'part2', section: 'Lease', field: 'spec.strategy' },
      details:
        'A strategy without `/` must be `OldestEmulationVersion` (`FieldValueNotSupported`); a custom strategy must be a qualified name ' +
        '`<domain>/<name>`. The server reports the error at `spec.strategy.strategy` (it appends the field name twice), and Plumbline ' +
        'uses the same path. `strategy` is alpha: with the CoordinatedLeaderElection feature gate off (the v1.34 default) the server ' +
        'drops the field before validation, so nothing is refused (see `lease/alpha-field-dropped`), except on updates of a Lease that ' +
        'already has a strategy.',
    },
  },
  check(ctx) {
    if (!fieldKept(ctx, 'strategy')) return;
    const value = str(obj(ctx.object.spec).strategy);
    if (value === undefined) return;
    reportStrategyProblems(ctx, value);
  },
});
