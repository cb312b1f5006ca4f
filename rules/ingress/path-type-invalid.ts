import { createRule, type RuleContext } from '@plumbline/engine';
import { arr, isObject, obj, pathText, quoteList } from '../_shared/helpers.js';
import { registerRuleValueCheck, skipRuleValue } from './_ratchet.js';
import { PATH_TYPES } from './kind.js';

export default createRule({
  id: 'ingress/path-type-invalid',
  meta: {
    kinds: ['Ingress'],
    type: 'field',
    severity: 'error',
    messages: {
      required: '`{{path}}` is missing; use Exact, Prefix or ImplementationSpecific.',
      notSupported: '`{{path}}` is "{{value}}"; supported values: {{allowed}}.',
    },
    docs: {
      description: 'Require a supported pathType on every Ingress path',
      spec: { doc: 'part1', section: 'Ingress', field: 'pathType' },
      details:
        '`pathType` is required in `networking.<group_suffix>/v1` (the old v1beta1 default `ImplementationSpecific` is gone) and ' +
        'must be `Exact`, `Prefix` or `ImplementationSpecific`, case-sensitive. When it is missing or unsupported the server does not ' +
        'check the path further.',
    },
  },
  check: (ctx) => check(ctx),
});

const check = registerRuleValueCheck((ctx: RuleContext): void => {
  arr(obj(ctx.object.spec).rules).forEach((rule, i) => {
    if (!isObject(rule) || !isObject(rule.http) || skipRuleValue(ctx, rule)) return;
    arr(rule.http.paths).forEach((p, j) => {
      if (!isObject(p)) return;
      const path = ['spec', 'rules', i, 'http', 'paths', j, 'pathType'];
      const value = p.pathType;
      if (value === undefined || value === null) {
        ctx.report({ messageId: 'required', path, reason: 'FieldValueRequired', data: { path: pathText(path) } });
      } else if (typeof value === 'string' && !(PATH_TYPES as readonly string[]).includes(value)) {
        const fixed = PATH_TYPES.find((t) => t.toLowerCase() === value.toLowerCase());
        ctx.report({
          messageId: 'notSupported',
          path,
          reason: 'FieldValueNotSupported',
          data: { path: pathText(path), value, allowed: quoteList(PATH_TYPES) },
          ...(fixed ? { fix: { description: `Use ${fixed}`, path, action: 'set' as const, value: fixed } } : {}),
        });
      }
    });
  });
});
