import { createRule, parseCidr } from '@plumbline/engine';
import { effectivePodCidrs } from './_pod-cidrs.js';
import { strictProblem } from './pod-cidr-invalid.js';

export default createRule({
  id: 'node/pod-cidr-non-canonical',
  meta: {
    kinds: ['Node'],
    type: 'field',
    severity: 'warning',
    messages: {
      nonCanonical:
        '`{{field}}` is "{{value}}"; write the network in canonical form, "{{canonical}}" (no leading zeros, no ' +
        'host bits, RFC 5952 for IPv6).',
    },
    docs: {
      description: 'Require pod CIDRs in canonical form',
      spec: { doc: 'part2', section: 'Node', field: 'spec.podCIDRs' },
      details:
        'A CIDR with leading zeros, bits set after the prefix length or a non-canonical IPv6 form is read differently by different ' +
        'parsers. The v1.34 server accepts them (strict parsing is behind the alpha StrictIPCIDRValidation feature gate, off by ' +
        'default); Plumbline warns and offers the canonical value. With the gate on, leading zeros and host bits are errors of ' +
        '`node/pod-cidr-invalid` and this rule only reports the remaining textual differences (IPv6 spelling).',
    },
  },
  check(ctx) {
    for (const c of effectivePodCidrs(ctx.object)) {
      const p = parseCidr(c.value);
      if (!p || !p.nonCanonical) continue;
      if (ctx.gate('StrictIPCIDRValidation') && strictProblem(c.value)) continue;
      const field = c.at.length === 2 ? 'spec.podCIDR' : `spec.podCIDRs[${String(c.at[2])}]`;
      ctx.report({
        messageId: 'nonCanonical',
        path: c.at,
        data: { field, value: c.value, canonical: p.canonical },
        fix: { description: `Use ${p.canonical}`, path: c.at, action: 'set', value: p.canonical },
      });
    }
  },
});
