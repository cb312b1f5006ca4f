import { createRule } from '@plumbline/engine';
import { isObject, obj } from '../_shared/helpers.js';

export default createRule({
  id: 'ingress-class/default-annotation-invalid',
  meta: {
    kinds: ['IngressClass'],
    type: 'field',
    severity: 'warning',
    messages: {
      invalid:
        '`metadata.annotations[{{key}}]` is "{{value}}"; only "true" makes the class the default ("false" or no annotation: not ' +
        'the default).',
    },
    docs: {
      description: 'Require "true" or "false" as the value of the default IngressClass annotation',
      spec: { doc: 'part1', section: 'IngressClass' },
      details:
        'An IngressClass whose annotation `ingressclass.<vendor_domain>/is-default-class` is exactly `true` is the default class: ' +
        'new Ingresses without a class get it. The server stores any value, and anything but `true` (for example `True`, `yes` or `1`) ' +
        'silently means "not the default". Plumbline warns for values other than `true` and `false`.',
    },
  },
  check(ctx) {
    const key = `ingressclass.${ctx.settings.vendorDomain}/is-default-class`;
    const annotations = obj(ctx.object.metadata).annotations;
    if (!isObject(annotations) || !(key in annotations)) return;
    const value = annotations[key];
    if (value === 'true' || value === 'false') return;
    const lower = typeof value === 'string' ? value.toLowerCase() : '';
    ctx.report({
      messageId: 'invalid',
      path: ['metadata', 'annotations', { key }],
      data: { key, value: String(value) },
      ...(lower === 'true' || lower === 'false'
        ? { fix: { description: `Use "${lower}"`, path: ['metadata', 'annotations', { key }], action: 'set' as const, value: lower } }
        : {}),
    });
  },
});
