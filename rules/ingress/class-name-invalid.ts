import { createRule, dns1123Subdomain } from '@plumbline/engine';
import { obj } from '../_shared/helpers.js';

export default createRule({
  id: 'ingress/class-name-invalid',
  meta: {
    kinds: ['Ingress'],
    type: 'field',
    severity: 'error',
    messages: {
      invalid: '`spec.ingressClassName` is "{{value}}": {{problem}} (an IngressClass name is a DNS subdomain).',
    },
    docs: {
      description: 'Enforce the IngressClass name format of ingressClassName',
      spec: { doc: 'part1', section: 'Ingress', field: 'ingressClassName' },
      details:
        '`spec.ingressClassName`, when present (even empty), must be a valid IngressClass name: a lowercase RFC 1123 subdomain. ' +
        'Whether the class exists is not checked by the server; in a set of manifests Plumbline checks it with ' +
        '`ingress/class-reference-missing`.',
    },
  },
  check(ctx) {
    const value = obj(ctx.object.spec).ingressClassName;
    if (typeof value !== 'string') return;
    for (const problem of dns1123Subdomain(value))
      ctx.report({ messageId: 'invalid', path: ['spec', 'ingressClassName'], data: { value, problem } });
  },
});
