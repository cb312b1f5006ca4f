import { createSetRule } from '@plumbline/engine';
import { obj } from '../_shared/helpers.js';

export default createSetRule({
  id: 'ingress-class/default-class-duplicate',
  meta: {
    kinds: ['IngressClass'],
    type: 'reference',
    reads: ['IngressClass'],
    readFields: { IngressClass: [['metadata', 'annotations']] },
    severity: 'warning',
    messages: {
      duplicate:
        '`metadata.annotations[{{key}}]` marks IngressClass "{{name}}" as the default, but {{others}} {{verb}} marked default ' +
        'too; at most one class should be the default.',
    },
    docs: {
      description: 'Disallow more than one default IngressClass',
      spec: { doc: 'part1', section: 'IngressClass' },
      details:
        'A reference rule (it runs only when several files are checked together, and only warns). The IngressClass whose annotation ' +
        '`ingressclass.<vendor_domain>/is-default-class` is `true` is assigned to new Ingresses without a class. When several classes ' +
        'are marked default, the admission step refuses new Ingresses that have no class (it cannot choose). The rule counts distinct ' +
        'class names, so the same class defined in several overlays counts once; it reports each default class.',
    },
  },
  checkSet(ctx) {
    const key = `ingressclass.${ctx.settings.vendorDomain}/is-default-class`;
    const defaults = ctx
      .ofKind('IngressClass', ctx.group('networking'))
      .filter((c) => obj(obj(c.object.metadata).annotations)[key] === 'true' && typeof c.name === 'string');
    const names = [...new Set(defaults.map((c) => c.name as string))];
    if (names.length < 2) return;
    for (const c of defaults) {
      const others = names
        .filter((n) => n !== c.name)
        .map((n) => `"${n}"`)
        .join(', ');
      ctx.report(c, {
        messageId: 'duplicate',
        path: ['metadata', 'annotations', { key }],
        data: { key, name: c.name as string, others, verb: names.length > 2 ? 'are' : 'is' },
      });
    }
  },
});
