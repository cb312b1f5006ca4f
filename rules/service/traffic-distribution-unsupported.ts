import { createRule } from '@plumbline/engine';
import { svcSpec } from './_util.js';

export default createRule({
  id: 'service/traffic-distribution-unsupported',
  meta: {
    kinds: ['Service'],
    type: 'field',
    severity: 'error',
    reason: 'FieldValueNotSupported',
    messages: {
      unsupported: '`spec.trafficDistribution` is "{{value}}"; allowed: {{allowed}}.',
    },
    docs: {
      description: 'Enforce a known trafficDistribution value',
      spec: { doc: 'part1', section: 'ServiceSpec', field: 'trafficDistribution' },
      details:
        'The v1.34 server accepts `PreferClose`, and with the PreferSameTrafficDistribution feature gate (beta, on by default in v1.34) ' +
        'also `PreferSameZone` and `PreferSameNode`; with that gate off, those two are accepted only when the stored Service already ' +
        'uses one of them. With the ServiceTrafficDistribution gate off the server drops the field (unless the stored Service uses ' +
        'it), so nothing is checked. The specification documents `PreferClose` only (`service/traffic-distribution-not-in-spec` warns ' +
        'about the others).',
    },
  },
  check(ctx) {
    const value = svcSpec(ctx).trafficDistribution;
    if (typeof value !== 'string') return;
    const oldValue = ctx.oldObject ? (ctx.oldObject.spec as { trafficDistribution?: unknown } | undefined)?.trafficDistribution : undefined;
    if (!ctx.gate('ServiceTrafficDistribution') && oldValue === undefined) return;
    const sameGate = ctx.gate('PreferSameTrafficDistribution');
    const oldUsesSame = oldValue === 'PreferSameZone' || oldValue === 'PreferSameNode';
    const allowed = sameGate || oldUsesSame ? ['PreferClose', 'PreferSameNode', 'PreferSameZone'] : ['PreferClose'];
    if (!allowed.includes(value))
      ctx.report({
        messageId: 'unsupported',
        path: ['spec', 'trafficDistribution'],
        data: { value, allowed: allowed.map((v) => `"${v}"`).join(', ') },
      });
  },
});
