import { createRule, type RuleContext } from '@plumbline/engine';
import { arr, isObject, obj, pathText } from '../_shared/helpers.js';
import { registerRuleValueCheck, skipRuleValue } from './_ratchet.js';

const INVALID_SEQUENCES = ['//', '/./', '/../', '%2f', '%2F'];
const INVALID_SUFFIXES = ['/..', '/.'];

export default createRule({
  id: 'ingress/path-invalid',
  meta: {
    kinds: ['Ingress'],
    type: 'field',
    severity: 'error',
    messages: {
      notAbsolute: '`{{path}}` is "{{value}}"; a path must start with "/"{{required}}.',
      sequence: '`{{path}}` is "{{value}}", which contains "{{sequence}}"; Exact and Prefix paths must not.',
      suffix: '`{{path}}` is "{{value}}", which ends with "{{suffix}}"; Exact and Prefix paths must not.',
    },
    docs: {
      description: 'Require absolute, normalised paths on Ingress rules',
      spec: { doc: 'part1', section: 'Ingress', field: 'path' },
      details:
        'For `pathType` `Exact` and `Prefix` the path is required and must start with `/`; the server also refuses paths that contain ' +
        '`//`, `/./`, `/../`, `%2f` or `%2F`, or end with `/..` or `/.`, since controllers would normalise them differently. For ' +
        '`ImplementationSpecific` the path may be empty, and otherwise must start with `/`; the other checks do not apply. Paths with ' +
        'a missing or unsupported `pathType` are not checked (see `ingress/path-type-invalid`).',
    },
  },
  check: (ctx) => check(ctx),
});

const check = registerRuleValueCheck((ctx: RuleContext): void => {
  arr(obj(ctx.object.spec).rules).forEach((rule, i) => {
    if (!isObject(rule) || !isObject(rule.http) || skipRuleValue(ctx, rule)) return;
    arr(rule.http.paths).forEach((p, j) => {
      if (!isObject(p)) return;
      const type = p.pathType;
      const value = typeof p.path === 'string' ? p.path : '';
      const path = ['spec', 'rules', i, 'http', 'paths', j, 'path'];
      const data = { path: pathText(path), value };
      if (type === 'Exact' || type === 'Prefix') {
        if (!value.startsWith('/'))
          ctx.report({ messageId: 'notAbsolute', path, data: { ...data, required: ` and is required for pathType ${type}` } });
        for (const sequence of INVALID_SEQUENCES)
          if (value.includes(sequence)) ctx.report({ messageId: 'sequence', path, data: { ...data, sequence } });
        for (const suffix of INVALID_SUFFIXES)
          if (value.endsWith(suffix)) ctx.report({ messageId: 'suffix', path, data: { ...data, suffix } });
      } else if (type === 'ImplementationSpecific' && value !== '' && !value.startsWith('/')) {
        ctx.report({ messageId: 'notAbsolute', path, data: { ...data, required: '' } });
      }
    });
  });
});
