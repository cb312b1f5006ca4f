import { createRule, parseCidr } from '@plumbline/engine';
import { svcSpec } from './_util.js';

const SOURCE_RANGES_ANNOTATION = 'service.beta.kubernetes.io/load-balancer-source-ranges';

export default createRule({
  id: 'service/source-range-invalid',
  meta: {
    kinds: ['Service'],
    type: 'field',
    severity: 'error',
    messages: {
      field: '`spec.loadBalancerSourceRanges[{{index}}]` is "{{value}}"; it must be a CIDR such as 203.0.113.0/24 or 2001:db8::/64.',
      annotation: '`metadata.annotations[{{key}}]` contains "{{value}}"; each comma-separated entry must be a CIDR such as 203.0.113.0/24.',
    },
    docs: {
      description: 'Enforce CIDR syntax in loadBalancerSourceRanges',
      spec: { doc: 'part1', section: 'ServiceSpec', field: 'loadBalancerSourceRanges' },
      details:
        'Each entry, with surrounding spaces trimmed (a historical allowance), must be a CIDR; the v1.34 legacy parser still tolerates ' +
        'IPv4 leading zeros and host bits set after the prefix (`service/ip-not-canonical` warns). The server reports field entries at ' +
        '`spec.LoadBalancerSourceRanges[i]` (capital L, as the server writes it). When the field is empty, the comma-separated legacy ' +
        'annotation `service.beta.kubernetes.io/load-balancer-source-ranges` is checked instead and reported at the annotation.',
    },
  },
  check(ctx) {
    const ranges = svcSpec(ctx).loadBalancerSourceRanges;
    if (Array.isArray(ranges) && ranges.length > 0) {
      ranges.forEach((value, index) => {
        if (typeof value !== 'string' || parseCidr(value.trim())) return;
        ctx.report({
          messageId: 'field',
          path: ['spec', 'LoadBalancerSourceRanges', index],
          at: ['spec', 'loadBalancerSourceRanges', index],
          data: { index, value },
        });
      });
      return;
    }
    const annotations = (ctx.object.metadata as { annotations?: Record<string, unknown> } | undefined)?.annotations;
    const raw = annotations && typeof annotations === 'object' ? annotations[SOURCE_RANGES_ANNOTATION] : undefined;
    if (typeof raw !== 'string' || raw.trim() === '') return;
    for (const entry of raw.trim().split(',')) {
      const value = entry.trim();
      if (!parseCidr(value))
        ctx.report({
          messageId: 'annotation',
          path: ['metadata', 'annotations', { key: SOURCE_RANGES_ANNOTATION }],
          data: { key: SOURCE_RANGES_ANNOTATION, value },
        });
    }
  },
});
