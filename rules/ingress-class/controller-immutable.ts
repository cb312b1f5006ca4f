import { createRule } from '@plumbline/engine';
import { obj } from '../_shared/helpers.js';

export default createRule({
  id: 'ingress-class/controller-immutable',
  meta: {
    kinds: ['IngressClass'],
    type: 'transition',
    severity: 'error',
    messages: {
      changed: '`spec.controller` changed from "{{old}}" to "{{value}}"; it is immutable (create a new IngressClass instead).',
    },
    docs: {
      description: 'Disallow changing the controller of an IngressClass',
      spec: [
        { doc: 'part1', section: 'IngressClass', field: 'spec.controller' },
        { doc: 'part1', section: 'Errors' },
      ],
      details:
        'The server refuses any update that changes `spec.controller` (`field is immutable`); other fields, such as `parameters` ' +
        'and the default-class annotation, may change.',
    },
  },
  check(ctx) {
    const old = obj(obj(ctx.oldObject).spec).controller ?? '';
    const value = obj(ctx.object.spec).controller ?? '';
    if (old !== value) ctx.report({ messageId: 'changed', path: ['spec', 'controller'], data: { old: String(old), value: String(value) } });
  },
});
