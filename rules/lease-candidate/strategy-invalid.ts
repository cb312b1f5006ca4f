import { createRule } from '@plumbline/engine';
import { obj, str } from '../_shared/helpers.js';
import { reportStrategyProblems } from '../_shared/lease-strategy.js';

export default createRule({
  id: 'lease-candidate/strategy-invalid',
  meta: {
    kinds: ['LeaseCandidate'],
    type: 'field',
    severity: 'error',
    messages: {
      notSupported: '`spec.strategy` is "{{value}}"; supported: {{allowed}}, or a custom `<domain>/<name>` strategy.',
      invalid: '`spec.strategy` is "{{value}}": {{problem}}.',
    },
    docs: {
      description: 'Enforce a known or domain-prefixed LeaseCandidate strategy',
      spec: { doc: 'part2', section: 'LeaseCandidate', field: 'spec.strategy' },
      details:
        'A strategy without `/` must be `OldestEmulationVersion` (`FieldValueNotSupported`); a custom strategy must be a qualified name ' +
        'such as `example.com/my-strategy`. The server reports the error at `spec.strategy.strategy` (it appends the field name ' +
        'twice); Plumbline uses the same path and points at `spec.strategy`.',
    },
  },
  check(ctx) {
    const value = str(obj(ctx.object.spec).strategy);
    if (!value) return;
    reportStrategyProblems(ctx, value);
  },
});
