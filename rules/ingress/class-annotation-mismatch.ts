import { createRule } from '@plumbline/engine';
import { isObject, obj } from '../_shared/helpers.js';

export default createRule({
  id: 'ingress/class-annotation-mismatch',
  meta: {
    kinds: ['Ingress'],
    type: 'cross-field',
    severity: 'error',
    operations: ['CREATE'],
    messages: {
      mismatch:
        '`metadata.annotations[{{key}}]` is "{{annotation}}" but `spec.ingressClassName` is "{{field}}"; when both are set they ' +
        'must match.',
    },
    docs: {
      description: 'Require the ingress class annotation and ingressClassName to agree',
      spec: { doc: 'part1', section: 'Ingress', field: 'ingressClassName' },
      details:
        'On create, the server refuses an Ingress that sets both the legacy annotation `<vendor_domain>/ingress.class` and ' +
        '`spec.ingressClassName` to different values; the same value in both is accepted (with the deprecation warning). The server ' +
        'reports the error at `annotations.<vendor_domain>/ingress.class` (a path without `metadata`); the editor points at the ' +
        'annotation. Updates are not checked, so that objects stored before the rule existed stay updatable. Best fix: drop the ' +
        'annotation.',
    },
  },
  check(ctx) {
    const key = ctx.vendor('ingress.class');
    const annotations = obj(ctx.object.metadata).annotations;
    const field = obj(ctx.object.spec).ingressClassName;
    if (!isObject(annotations) || typeof annotations[key] !== 'string' || typeof field !== 'string') return;
    const annotation = annotations[key] as string;
    if (annotation === field) return;
    ctx.report({
      messageId: 'mismatch',
      path: ['annotations', key],
      at: ['metadata', 'annotations', { key }],
      data: { key, annotation, field },
      fix: { description: `Remove the ${key} annotation`, path: ['metadata', 'annotations', { key }], action: 'remove' },
    });
  },
});
