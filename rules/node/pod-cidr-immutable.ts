import { createRule } from '@plumbline/engine';
import { effectivePodCidrs } from './_pod-cidrs.js';

export default createRule({
  id: 'node/pod-cidr-immutable',
  meta: {
    kinds: ['Node'],
    type: 'transition',
    severity: 'error',
    reason: 'FieldValueForbidden',
    messages: { changed: '`spec.podCIDRs` changed from [{{old}}] to [{{value}}]; pod CIDRs can only be set once, from empty to a value.' },
    docs: {
      description: 'Disallow changing pod CIDRs once they are set',
      spec: { doc: 'part2', section: 'Node', field: 'spec.podCIDR' },
      details:
        'Once a node has pod CIDRs the API server refuses any change of the list (length or any entry; `FieldValueForbidden` at ' +
        '`spec.podCIDRs`), whether written as `podCIDR` or `podCIDRs`. Setting them on a node that has none is allowed (the controller ' +
        'manager allocates them that way).',
    },
  },
  check(ctx) {
    const old = effectivePodCidrs(ctx.oldObject).map((c) => c.value);
    if (old.length === 0) return;
    const now = effectivePodCidrs(ctx.object).map((c) => c.value);
    if (old.length === now.length && old.every((v, i) => v === now[i])) return;
    ctx.report({ messageId: 'changed', path: ['spec', 'podCIDRs'], data: { old: old.join(', '), value: now.join(', ') } });
  },
});
