import { createRule, labelValue, qualifiedName } from '@plumbline/engine';
import { arr, obj, quoteList, str } from '../_shared/helpers.js';
import { TAINT_EFFECTS } from './kind.js';

export default createRule({
  id: 'node/taint-invalid',
  meta: {
    kinds: ['Node'],
    type: 'field',
    severity: 'error',
    messages: {
      key: '`spec.taints[{{index}}].key` is "{{key}}": {{problem}}.',
      value: '`spec.taints[{{index}}].value` is "{{value}}": {{problem}}.',
      effectMissing: '`spec.taints[{{index}}].effect` is missing; use {{allowed}}.',
      effectNotSupported: '`spec.taints[{{index}}].effect` is "{{effect}}"; allowed: {{allowed}}.',
      duplicate:
        '`spec.taints[{{index}}]` repeats key "{{key}}" with effect "{{effect}}" of entry {{first}}; taints must be unique by ' +
        'key and effect.',
    },
    docs: {
      description: 'Enforce valid and unique node taints',
      spec: { doc: 'part2', section: 'Node', field: 'spec.taints' },
      details:
        'Each taint needs a `key` that is a qualified name (an empty key fails too), a `value` that is a label value (empty allowed) and ' +
        'an `effect` of `NoSchedule`, `PreferNoSchedule` or `NoExecute` (`FieldValueRequired` when missing, `FieldValueNotSupported` ' +
        'otherwise). Two taints with the same key and effect are refused (`FieldValueDuplicate`). The API server reports taints under ' +
        '`metadata.taints[i]` (a quirk of its Node validation); Plumbline uses those paths and points the editor at `spec.taints[i]`.',
    },
  },
  check(ctx) {
    const seen = new Map<string, number>();
    arr(obj(ctx.object.spec).taints).forEach((item, index) => {
      const taint = obj(item);
      const server = (...rest: string[]) => ['metadata', 'taints', index, ...rest];
      const at = (...rest: string[]) => ['spec', 'taints', index, ...rest];
      const key = str(taint.key) ?? '';
      for (const problem of qualifiedName(key))
        ctx.report({ messageId: 'key', path: server('key'), at: at('key'), data: { index, key, problem } });
      const value = str(taint.value) ?? '';
      for (const problem of labelValue(value))
        ctx.report({ messageId: 'value', path: server('value'), at: at('value'), data: { index, value, problem } });
      const effect = str(taint.effect) ?? '';
      const allowed = quoteList(TAINT_EFFECTS);
      if (effect === '')
        ctx.report({
          messageId: 'effectMissing',
          path: server('effect'),
          at: at('effect'),
          reason: 'FieldValueRequired',
          data: { index, allowed },
        });
      else if (!(TAINT_EFFECTS as readonly string[]).includes(effect))
        ctx.report({
          messageId: 'effectNotSupported',
          path: server('effect'),
          at: at('effect'),
          reason: 'FieldValueNotSupported',
          data: { index, effect, allowed },
        });
      const id = `${effect}\u0000${key}`;
      const first = seen.get(id);
      if (first !== undefined)
        ctx.report({
          messageId: 'duplicate',
          path: server(),
          at: at(),
          reason: 'FieldValueDuplicate',
          data: { index, key, effect, first },
        });
      else seen.set(id, index);
    });
  },
});
