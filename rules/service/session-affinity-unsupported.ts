import { createRule } from '@plumbline/engine';
import { svcSpec } from './_util.js';

export default createRule({
  id: 'service/session-affinity-unsupported',
  meta: {
    kinds: ['Service'],
    type: 'field',
    severity: 'error',
    reason: 'FieldValueNotSupported',
    messages: {
      unsupported: '`spec.sessionAffinity` is "{{value}}"; allowed: "ClientIP", "None".',
    },
    docs: {
      description: 'Enforce ClientIP or None as sessionAffinity',
      spec: { doc: 'part1', section: 'ServiceSpec', field: 'sessionAffinity' },
      details:
        'The server defaults an unset or empty `sessionAffinity` to `None` and accepts `ClientIP` and `None` (case-sensitive). A ' +
        'fix corrects the case.',
    },
  },
  check(ctx) {
    const value = svcSpec(ctx).sessionAffinity;
    if (typeof value !== 'string' || value === 'ClientIP' || value === 'None') return;
    const fixed = ['ClientIP', 'None'].find((v) => v.toLowerCase() === value.toLowerCase());
    ctx.report({
      messageId: 'unsupported',
      path: ['spec', 'sessionAffinity'],
      data: { value },
      ...(fixed ? { fix: { description: `Use ${fixed}`, path: ['spec', 'sessionAffinity'], action: 'set' as const, value: fixed } } : {}),
    });
  },
});
