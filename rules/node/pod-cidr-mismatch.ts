import { createRule } from '@plumbline/engine';
import { arr, obj, str } from '../_shared/helpers.js';

export default createRule({
  id: 'node/pod-cidr-mismatch',
  meta: {
    kinds: ['Node'],
    type: 'cross-field',
    severity: 'warning',
    messages: {
      mismatch:
        '`spec.podCIDRs[0]` is "{{first}}" but `spec.podCIDR` is "{{single}}"; entry 0 must equal `podCIDR`, and the ' +
        'API server keeps only `podCIDR`, discarding `podCIDRs`.',
    },
    docs: {
      description: 'Require podCIDRs[0] to equal podCIDR',
      spec: { doc: 'part2', section: 'Node', field: 'spec.podCIDRs' },
      details:
        'The specification requires entry 0 of `podCIDRs` to equal `podCIDR`. The API server does not refuse a mismatch: for ' +
        'compatibility with older clients `podCIDR` wins and the whole `podCIDRs` list is replaced by `[podCIDR]` before validation. ' +
        'Plumbline warns, since the stored node will not have the listed CIDRs.',
    },
  },
  check(ctx) {
    const spec = obj(ctx.object.spec);
    const single = str(spec.podCIDR) ?? '';
    const list = arr(spec.podCIDRs);
    if (single === '' || list.length === 0 || list[0] === single) return;
    ctx.report({ messageId: 'mismatch', path: ['spec', 'podCIDRs', 0], data: { first: String(list[0]), single } });
  },
});
