import { createRule } from '@plumbline/engine';
import { isObject } from '../_shared/helpers.js';

export default createRule({
  id: 'service/topology-annotations-conflict',
  meta: {
    kinds: ['Service'],
    type: 'cross-field',
    severity: 'error',
    messages: {
      conflict:
        '`metadata.annotations[{{mode}}]` is "{{modeValue}}" but `metadata.annotations[{{hints}}]` is "{{hintsValue}}"; when ' +
        'both are set they must be equal.',
    },
    docs: {
      description: 'Require the topology-mode annotation to equal the deprecated topology-aware-hints annotation when both are set',
      spec: { doc: 'part1', section: 'Service' },
      details:
        'The server refuses a Service whose `service.kubernetes.io/topology-mode` annotation differs from the deprecated ' +
        '`service.kubernetes.io/topology-aware-hints` annotation when both are present, and reports at the topology-mode annotation. ' +
        'Prefer `spec.trafficDistribution` or the topology-mode annotation alone.',
    },
  },
  check(ctx) {
    const annotations = (ctx.object.metadata as { annotations?: unknown } | undefined)?.annotations;
    if (!isObject(annotations)) return;
    const mode = `service.${ctx.vendor('topology-mode')}`;
    const hints = `service.${ctx.vendor('topology-aware-hints')}`;
    const modeValue = annotations[mode];
    const hintsValue = annotations[hints];
    if (typeof modeValue !== 'string' || typeof hintsValue !== 'string' || modeValue === hintsValue) return;
    ctx.report({ messageId: 'conflict', path: ['metadata', 'annotations', { key: mode }], data: { mode, hints, modeValue, hintsValue } });
  },
});
