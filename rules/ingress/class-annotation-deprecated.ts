import { createRule } from '@plumbline/engine';
import { isObject, obj } from '../_shared/helpers.js';

export default createRule({
  id: 'ingress/class-annotation-deprecated',
  meta: {
    kinds: ['Ingress'],
    type: 'field',
    severity: 'warning',
    messages: {
      deprecated: '`metadata.annotations[{{key}}]` is deprecated; set `spec.ingressClassName` instead.',
    },
    docs: {
      description: 'Disallow the deprecated ingress class annotation',
      spec: [
        { doc: 'part1', section: 'Ingress', field: 'ingressClassName' },
        { doc: 'part1', section: 'Versioning' },
      ],
      details:
        'The annotation `<vendor_domain>/ingress.class` predates `spec.ingressClassName`. Controllers still honour it, and the ' +
        'v1.34 server accepts it with a warning that points to `spec.ingressClassName`; Plumbline warns the same way. Where both are set ' +
        'they must agree (`ingress/class-annotation-mismatch`).',
    },
  },
  check(ctx) {
    const key = ctx.vendor('ingress.class');
    const annotations = obj(ctx.object.metadata).annotations;
    if (isObject(annotations) && key in annotations) {
      ctx.report({ messageId: 'deprecated', path: ['metadata', 'annotations', { key }], target: 'key', data: { key } });
    }
  },
});
