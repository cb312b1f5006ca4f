import { createSetRule } from '@plumbline/engine';
import { obj } from '../_shared/helpers.js';

export default createSetRule({
  id: 'ingress/class-reference-missing',
  meta: {
    kinds: ['Ingress'],
    type: 'reference',
    reads: ['IngressClass', 'Ingress'],
    readFields: { IngressClass: [], Ingress: [['spec', 'ingressClassName']] },
    severity: 'warning',
    messages: {
      missing:
        '`spec.ingressClassName` is "{{name}}", but the checked files define no IngressClass of that name (they define: ' + '{{classes}}).',
    },
    docs: {
      description: 'Require ingressClassName to name an IngressClass present in the checked files',
      spec: { doc: 'part1', section: 'Ingress', field: 'ingressClassName' },
      details:
        'A reference rule (it runs only when several files are checked together, and only warns). When the checked files define at least ' +
        'one IngressClass, an Ingress whose `spec.ingressClassName` names none of them is reported: no controller may pick it up. When ' +
        "the files define no IngressClass at all (the classes usually come with the controller's installation), the rule stays " +
        'silent. The API server does not check the reference.',
    },
  },
  checkSet(ctx) {
    const classes = ctx.ofKind('IngressClass', ctx.group('networking'));
    if (classes.length === 0) return;
    const names = new Set(classes.map((c) => c.name).filter((n): n is string => typeof n === 'string'));
    for (const ingress of ctx.ofKind('Ingress', ctx.group('networking'))) {
      const name = obj(ingress.object.spec).ingressClassName;
      if (typeof name !== 'string' || name === '' || names.has(name)) continue;
      ctx.report(ingress, {
        messageId: 'missing',
        path: ['spec', 'ingressClassName'],
        data: { name, classes: [...names].map((n) => `"${n}"`).join(', ') },
      });
    }
  },
});
