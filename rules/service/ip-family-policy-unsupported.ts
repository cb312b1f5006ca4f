import { createRule } from '@plumbline/engine';
import { needsClusterIP } from './kind.js';
import { svcSpec } from './_util.js';

export default createRule({
  id: 'service/ip-family-policy-unsupported',
  meta: {
    kinds: ['Service'],
    type: 'field',
    severity: 'error',
    reason: 'FieldValueNotSupported',
    messages: {
      unsupported: '`spec.ipFamilyPolicy` is "{{value}}"; allowed: "PreferDualStack", "RequireDualStack", "SingleStack".',
    },
    docs: {
      description: 'Enforce SingleStack, PreferDualStack or RequireDualStack as ipFamilyPolicy',
      spec: { doc: 'part1', section: 'ServiceSpec', field: 'ipFamilyPolicy' },
      details:
        'An unset policy is filled by the IP-family allocator of the Service REST layer (SingleStack, or RequireDualStack when ' +
        'two families or two cluster IPs are given). A set value must be one of the three policies (case-sensitive).',
    },
  },
  check(ctx) {
    const spec = svcSpec(ctx);
    const value = spec.ipFamilyPolicy;
    if (!needsClusterIP(spec) || typeof value !== 'string') return;
    if (!['SingleStack', 'PreferDualStack', 'RequireDualStack'].includes(value))
      ctx.report({ messageId: 'unsupported', path: ['spec', 'ipFamilyPolicy'], data: { value } });
  },
});
