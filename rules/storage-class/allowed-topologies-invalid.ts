import { createRule, qualifiedName } from '@plumbline/engine';
import { arr, obj } from '../_shared/helpers.js';

type Term = Map<string, Set<string>>;

function sameTerm(a: Term, b: Term): boolean {
  if (a.size !== b.size) return false;
  for (const [key, values] of a) {
    const other = b.get(key);
    if (!other || other.size !== values.size) return false;
    for (const v of values) if (!other.has(v)) return false;
  }
  return true;
}

export default createRule({
  id: 'storage-class/allowed-topologies-invalid',
  meta: {
    kinds: ['StorageClass'],
    type: 'field',
    severity: 'error',
    messages: {
      valuesMissing: '`allowedTopologies[{{term}}].matchLabelExpressions[{{index}}].values` is empty; at least one value is required.',
      valueDuplicate: '`allowedTopologies[{{term}}].matchLabelExpressions[{{index}}].values` lists "{{value}}" more than once.',
      keyInvalid: '`allowedTopologies[{{term}}].matchLabelExpressions[{{index}}].key` is "{{value}}": {{problem}}.',
      keyDuplicate:
        '`allowedTopologies[{{term}}].matchLabelExpressions` has the key "{{value}}" more than once; combine the values in ' +
        'one requirement.',
      termEmpty:
        '`allowedTopologies[{{term}}]` has no requirement; a term needs at least one `matchLabelExpressions` entry (an empty ' +
        'term would match nothing).',
      termDuplicate: '`allowedTopologies[{{term}}]` repeats an earlier term; each term must differ.',
    },
    docs: {
      description: 'Enforce valid terms in `allowedTopologies`',
      spec: { doc: 'part3', section: 'StorageClass', field: 'allowedTopologies' },
      details: [
        'An empty or absent `allowedTopologies` means no restriction. For each term the server checks every requirement of ' +
          '`matchLabelExpressions`: `values` must not be empty and must be distinct, `key` must be a qualified name and appear once per ' +
          'term.',
        '',
        'The specification says that null or empty terms match nothing. The server refuses them instead: it compares each term with the ' +
          'earlier ones and with empty placeholders, so a term without requirements, like a term equal to an earlier one (same keys with ' +
          'the same sets of values), is reported as a duplicate at `allowedTopologies[i].matchLabelExpressions`. Plumbline follows the ' +
          'server (error).',
      ].join('\n'),
    },
  },
  check(ctx) {
    const seen: Term[] = [];
    arr(ctx.object.allowedTopologies).forEach((rawTerm, t) => {
      const termPath = ['allowedTopologies', t, 'matchLabelExpressions'];
      const term: Term = new Map();
      arr(obj(rawTerm).matchLabelExpressions).forEach((rawReq, i) => {
        const req = obj(rawReq);
        const reqPath = [...termPath, i];
        const values = arr(req.values).filter((v): v is string => typeof v === 'string');
        if (values.length === 0)
          ctx.report({
            messageId: 'valuesMissing',
            path: [...reqPath, 'values'],
            ...(req.values === undefined ? { at: reqPath } : {}),
            reason: 'FieldValueRequired',
            data: { term: t, index: i },
          });
        const set = new Set<string>();
        values.forEach((v, k) => {
          if (set.has(v))
            ctx.report({
              messageId: 'valueDuplicate',
              path: [...reqPath, 'values', k],
              reason: 'FieldValueDuplicate',
              data: { term: t, index: i, value: v },
            });
          set.add(v);
        });
        const key = typeof req.key === 'string' ? req.key : '';
        for (const problem of qualifiedName(key))
          ctx.report({
            messageId: 'keyInvalid',
            path: [...reqPath, 'key'],
            ...(req.key === undefined ? { at: reqPath } : {}),
            data: { term: t, index: i, value: key, problem },
          });
        if (term.has(key))
          ctx.report({
            messageId: 'keyDuplicate',
            path: [...reqPath, 'key'],
            reason: 'FieldValueDuplicate',
            data: { term: t, value: key },
          });
        term.set(key, set);
      });
      const at = obj(rawTerm).matchLabelExpressions === undefined ? { at: ['allowedTopologies', t] } : {};
      if (term.size === 0) ctx.report({ messageId: 'termEmpty', path: termPath, ...at, reason: 'FieldValueDuplicate', data: { term: t } });
      else if (seen.some((other) => sameTerm(term, other)))
        ctx.report({ messageId: 'termDuplicate', path: termPath, ...at, reason: 'FieldValueDuplicate', data: { term: t } });
      seen.push(term);
    });
  },
});
