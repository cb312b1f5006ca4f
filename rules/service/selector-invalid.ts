import { createRule, labelValue, qualifiedName } from '@plumbline/engine';
import { isObject } from '../_shared/helpers.js';
import { svcSpec } from './_util.js';

export default createRule({
  id: 'service/selector-invalid',
  meta: {
    kinds: ['Service'],
    type: 'field',
    severity: 'error',
    messages: {
      key: '`spec.selector` has the key "{{key}}": {{problem}}.',
      value: '`spec.selector[{{key}}]` is "{{value}}": {{problem}}.',
    },
    docs: {
      description: 'Enforce label syntax in the Service selector',
      spec: { doc: 'part1', section: 'ServiceSpec', field: 'selector' },
      details:
        'The selector is a map of labels: keys are qualified names and values label values (at most 63 characters, alphanumeric ' +
        'at both ends). The server reports both at `spec.selector`; the editor points at the key or value. The selector is not checked ' +
        'against Pods, and it is ignored on ExternalName Services.',
    },
  },
  check(ctx) {
    const selector = svcSpec(ctx).selector;
    if (!isObject(selector)) return;
    for (const [key, value] of Object.entries(selector)) {
      for (const problem of qualifiedName(key))
        ctx.report({
          messageId: 'key',
          path: ['spec', 'selector'],
          at: ['spec', 'selector', { key }],
          target: 'key',
          data: { key, problem },
        });
      if (typeof value === 'string') {
        for (const problem of labelValue(value))
          ctx.report({ messageId: 'value', path: ['spec', 'selector'], at: ['spec', 'selector', { key }], data: { key, value, problem } });
      }
    }
  },
});
