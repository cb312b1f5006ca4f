import { createRule, type RuleContext } from '@plumbline/engine';
import { arr, isObject, obj } from '../_shared/helpers.js';
import { registerRuleValueCheck, skipRuleValue } from './_ratchet.js';

export default createRule({
  id: 'ingress/http-paths-missing',
  meta: {
    kinds: ['Ingress'],
    type: 'field',
    severity: 'error',
    reason: 'FieldValueRequired',
    messages: {
      missing: '`spec.rules[{{index}}].http.paths` is missing or empty; a rule with `http` needs at least one path.',
    },
    docs: {
      description: 'Require paths in every HTTP rule of an Ingress',
      spec: { doc: 'part1', section: 'Ingress', field: 'http.paths' },
      details: 'When a rule has `http`, `http.paths` must hold at least one path. A rule without `http` (host only) is allowed.',
    },
  },
  check: (ctx) => check(ctx),
});

const check = registerRuleValueCheck((ctx: RuleContext): void => {
  arr(obj(ctx.object.spec).rules).forEach((rule, index) => {
    if (!isObject(rule) || !isObject(rule.http) || skipRuleValue(ctx, rule)) return;
    if (arr(rule.http.paths).length === 0)
      ctx.report({ messageId: 'missing', path: ['spec', 'rules', index, 'http', 'paths'], data: { index } });
  });
});
