import { createRule, parseCidr } from '@plumbline/engine';
import { effectivePodCidrs } from './_pod-cidrs.js';

/** What strict parsing of a legacy CIDR field refuses: leading zeros and bits set after the prefix length. */
export function strictProblem(value: string): string | undefined {
  const p = parseCidr(value);
  if (!p) return undefined;
  if (p.ip.leadingZeros || /\/0\d/.test(value)) return 'leading zeros are not allowed';
  if (p.ip.family === 'IPv4' && p.ip.address.kind() === 'ipv6') return 'an IPv4-mapped IPv6 address is not allowed';
  if (p.ip.canonical !== p.canonical.slice(0, p.canonical.indexOf('/'))) return 'bits are set after the prefix length';
  return undefined;
}

export default createRule({
  id: 'node/pod-cidr-invalid',
  meta: {
    kinds: ['Node'],
    type: 'field',
    severity: 'error',
    messages: {
      invalid: '`spec.podCIDRs[{{index}}]` is "{{value}}"; it must be a CIDR such as 10.244.1.0/24 or fd00:10:244:1::/64.',
      family: '`spec.podCIDRs` has {{count}} entries ({{families}}); a node may have at most one pod CIDR per IP family.',
      duplicate: '`spec.podCIDRs[{{index}}]` "{{value}}" repeats an earlier entry.',
      strict: '`spec.podCIDRs[{{index}}]` is "{{value}}": {{problem}} (StrictIPCIDRValidation is on); use "{{canonical}}".',
    },
    docs: {
      description: 'Enforce valid pod CIDRs, at most one per IP family',
      spec: { doc: 'part2', section: 'Node', field: 'spec.podCIDRs' },
      details:
        "The API server validates the node's pod CIDR list after converting it: when `podCIDR` is set and `podCIDRs` is empty, or " +
        '`podCIDR` differs from `podCIDRs[0]`, the list becomes `[podCIDR]` (see `node/pod-cidr-mismatch`). Each entry must parse as a ' +
        'CIDR (reported at `spec.podCIDRs[i]`, also when the value comes from `podCIDR`). With more than one entry the list must be ' +
        'dual-stack with at most two entries, one per family (`FieldValueInvalid` at `spec.podCIDRs`), and without duplicates ' +
        '(`FieldValueDuplicate`). The v1.34 server parses these legacy values leniently (the StrictIPCIDRValidation feature gate is ' +
        'alpha and off): leading zeros and bits set after the prefix length pass, and are warnings of `node/pod-cidr-non-canonical`. ' +
        'With the gate on, Plumbline reports them here as errors, as the strict server does.',
    },
  },
  check(ctx) {
    const cidrs = effectivePodCidrs(ctx.object);
    const parsed = cidrs.map((c, index) => {
      const p = parseCidr(c.value);
      if (!p) ctx.report({ messageId: 'invalid', path: ['spec', 'podCIDRs', index], at: c.at, data: { index, value: c.value } });
      else if (ctx.gate('StrictIPCIDRValidation')) {
        const problem = strictProblem(c.value);
        if (problem)
          ctx.report({
            messageId: 'strict',
            path: ['spec', 'podCIDRs', index],
            at: c.at,
            data: { index, value: c.value, problem, canonical: p.canonical },
          });
      }
      return p;
    });
    if (cidrs.length < 2 || parsed.some((p) => !p)) return;
    const families = parsed.map((p) => p!.family);
    const dual = families.includes('IPv4') && families.includes('IPv6');
    if (!dual || cidrs.length > 2)
      ctx.report({ messageId: 'family', path: ['spec', 'podCIDRs'], data: { count: cidrs.length, families: families.join(', ') } });
    const seen = new Set<string>();
    cidrs.forEach((c, index) => {
      if (seen.has(c.value))
        ctx.report({
          messageId: 'duplicate',
          path: ['spec', 'podCIDRs', index],
          at: c.at,
          reason: 'FieldValueDuplicate',
          data: { index, value: c.value },
        });
      seen.add(c.value);
    });
  },
});
