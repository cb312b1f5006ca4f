import { createRule } from '@plumbline/engine';
import { isObject } from '../_shared/helpers.js';

export default createRule({
  id: 'service/topology-hints-annotation-deprecated',
  meta: {
    kinds: ['Service'],
    type: 'field',
    severity: 'warning',
    messages: {
      deprecated: '`metadata.annotations[{{hints}}]` is deprecated; use `{{mode}}` or `spec.trafficDistribution` instead.',
    },
    docs: {
      description: 'Disallow the deprecated topology-aware-hints annotation on Services',
      spec: { doc: 'part1', section: 'Service' },
      details:
        'The v1.34 server accepts the `service.kubernetes.io/topology-aware-hints` annotation and sends a warning that it is ' +
        'deprecated in favour of `service.kubernetes.io/topology-mode`; Plumbline warns likewise. When both annotations are set they ' +
        'must be equal (`service/topology-annotations-conflict`).',
    },
  },
  check(ctx) {
    const annotations = (ctx.object.metadata as { annotations?: unknown } | undefined)?.annotations;
    if (!isObject(annotations)) return;
    const hints = `service.${ctx.vendor('topology-aware-hints')}`;
    const mode = `service.${ctx.vendor('topology-mode')}`;
    if (hints in annotations)
      ctx.report({ messageId: 'deprecated', path: ['metadata', 'annotations', { key: hints }], target: 'key', data: { hints, mode } });
  },
});
