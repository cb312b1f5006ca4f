import { createRule } from '@plumbline/engine';
import { svcSpec } from './_util.js';

export default createRule({
  id: 'service/traffic-distribution-not-in-spec',
  meta: {
    kinds: ['Service'],
    type: 'field',
    severity: 'warning',
    messages: {
      notInSpec:
        '`spec.trafficDistribution` is "{{value}}"; the specification documents only PreferClose, so implementations may not ' +
        'honour this value.',
    },
    docs: {
      description: 'Disallow trafficDistribution values the specification does not document',
      spec: { doc: 'part1', section: 'ServiceSpec', field: 'trafficDistribution' },
      details:
        'The specification describes only `PreferClose`. The v1.34 server also accepts `PreferSameZone` and `PreferSameNode` ' +
        "without a warning. The specification is stricter here, so Plumbline keeps the server's verdict (accepted) and warns; turn the " +
        'rule off for clusters whose proxies implement the newer values.',
    },
  },
  check(ctx) {
    const value = svcSpec(ctx).trafficDistribution;
    if (value === 'PreferSameZone' || value === 'PreferSameNode')
      ctx.report({ messageId: 'notInSpec', path: ['spec', 'trafficDistribution'], data: { value } });
  },
});
