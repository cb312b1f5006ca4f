import { createRule } from '@plumbline/engine';
import { arr, isObject } from '../_shared/helpers.js';

export default createRule({
  id: 'persistent-volume/node-selector-term-empty',
  meta: {
    kinds: ['PersistentVolume'],
    type: 'field',
    severity: 'warning',
    messages: {
      empty:
        '`spec.nodeAffinity.required.nodeSelectorTerms[{{index}}]` is empty; an empty term matches no node, so it adds ' +
        'nothing to the other terms.',
    },
    docs: {
      description: 'Disallow empty node selector terms in PersistentVolume node affinity',
      spec: { doc: 'part3', section: 'PersistentVolume', field: 'nodeAffinity.required.nodeSelectorTerms' },
      details:
        'The specification says a null or empty node selector term matches nothing (terms are ORed). The server accepts such a ' +
        'term without a word; a volume whose only term is empty can be used on no node. Plumbline warns.',
    },
  },
  check(ctx) {
    const spec = ctx.object.spec;
    if (!isObject(spec)) return;
    const terms =
      isObject(spec.nodeAffinity) && isObject(spec.nodeAffinity.required) ? arr(spec.nodeAffinity.required.nodeSelectorTerms) : [];
    terms.forEach((term, index) => {
      if (isObject(term) && (arr(term.matchExpressions).length > 0 || arr(term.matchFields).length > 0)) return;
      ctx.report({
        messageId: 'empty',
        path: ['spec', 'nodeAffinity', 'required', 'nodeSelectorTerms', index],
        reason: 'FieldValueInvalid',
        data: { index },
      });
    });
  },
});
