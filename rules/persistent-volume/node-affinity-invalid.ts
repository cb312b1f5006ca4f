import { createRule, type JsonObject, type PathSegment, qualifiedName } from '@plumbline/engine';
import { arr, isObject, pathText } from '../_shared/helpers.js';
import { forbidden, invalid, required, type Problem } from '../_shared/volume-sources.js';

/** A Required problem about the number of `values` an operator takes. */
function counted(messageId: string, path: PathSegment[], count: number, operator: unknown): Problem {
  return { ...required(messageId, path), data: { path: pathText(path), count, operator: String(operator) } };
}

function requirementProblems(req: Record<string, unknown>, path: PathSegment[], field: boolean): Problem[] {
  const out: Problem[] = [];
  const op = req.operator;
  const values = arr(req.values);
  if (field) {
    if (op === 'In' || op === 'NotIn') {
      if (values.length !== 1) out.push(counted('fieldValuesCount', [...path, 'values'], values.length, op));
    } else out.push(invalid('fieldOperatorInvalid', [...path, 'operator'], op ?? '', 'not a valid selector operator'));
    if (req.key !== 'metadata.name')
      out.push(invalid('fieldKeyInvalid', [...path, 'key'], req.key ?? '', 'not a valid field selector key'));
    return out;
  }
  switch (op) {
    case 'In':
    case 'NotIn':
      if (values.length === 0) out.push(counted('valuesRequired', [...path, 'values'], 0, op));
      break;
    case 'Exists':
    case 'DoesNotExist':
      if (values.length > 0)
        out.push({ ...forbidden('valuesForbidden', [...path, 'values'], ''), data: { path: pathText([...path, 'values']), operator: op } });
      break;
    case 'Gt':
    case 'Lt':
      if (values.length !== 1) out.push(counted('singleValueRequired', [...path, 'values'], values.length, op));
      break;
    default:
      out.push(invalid('operatorInvalid', [...path, 'operator'], op ?? '', 'not a valid selector operator'));
  }
  const key = typeof req.key === 'string' ? req.key : '';
  for (const p of qualifiedName(key)) out.push(invalid('keyInvalid', [...path, 'key'], key, p));
  return out;
}

function specProblems(spec: JsonObject): Problem[] {
  const out: Problem[] = [];
  if (!isObject(spec.nodeAffinity)) return out;
  const base: PathSegment[] = ['spec', 'nodeAffinity'];
  const req = spec.nodeAffinity.required;
  if (!isObject(req)) return [required('requiredMissing', [...base, 'required'])];
  const terms = arr(req.nodeSelectorTerms);
  const termsPath: PathSegment[] = [...base, 'required', 'nodeSelectorTerms'];
  if (terms.length === 0) return [required('termsRequired', termsPath)];
  terms.forEach((term, i) => {
    if (!isObject(term)) return;
    arr(term.matchExpressions).forEach(
      (r, j) => isObject(r) && out.push(...requirementProblems(r, [...termsPath, i, 'matchExpressions', j], false)),
    );
    arr(term.matchFields).forEach((r, j) => isObject(r) && out.push(...requirementProblems(r, [...termsPath, i, 'matchFields', j], true)));
  });
  return out;
}

export default createRule({
  id: 'persistent-volume/node-affinity-invalid',
  meta: {
    kinds: ['PersistentVolume'],
    type: 'field',
    severity: 'error',
    messages: {
      requiredMissing: '`{{path}}` is missing; the node affinity of a PersistentVolume states its constraints under `required`.',
      termsRequired: '`{{path}}` is missing or empty; `required` needs at least one node selector term.',
      fieldValuesCount: '`{{path}}` has {{count}} values; a node field selector with operator {{operator}} takes exactly one.',
      fieldOperatorInvalid: '`{{path}}` is "{{value}}"; a node field selector uses operator In or NotIn.',
      fieldKeyInvalid: '`{{path}}` is "{{value}}"; the only node field a selector may use is metadata.name.',
      valuesRequired: '`{{path}}` is empty; operator {{operator}} needs at least one value.',
      valuesForbidden: '`{{path}}` has values; operator {{operator}} takes none.',
      singleValueRequired: '`{{path}}` has {{count}} values; operator {{operator}} takes exactly one.',
      operatorInvalid: '`{{path}}` is "{{value}}"; the operator is one of In, NotIn, Exists, DoesNotExist, Gt and Lt.',
      keyInvalid: '`{{path}}` is "{{value}}", which is not a label key: {{detail}}.',
    },
    docs: {
      description: 'Enforce the structure of PersistentVolume node affinity',
      spec: { doc: 'part3', section: 'PersistentVolume', field: 'nodeAffinity.required.nodeSelectorTerms' },
      details: [
        '`spec.nodeAffinity` needs `required` with at least one node selector term. In `matchExpressions` the key is a label name and ' +
          'the operator In or NotIn (values required), Exists or DoesNotExist (no values), or Gt or Lt (exactly one value). In ' +
          '`matchFields` the key is `metadata.name` and the operator In or NotIn with exactly one value.',
        'The server does not check the label values themselves here, nor that Gt/Lt values are integers (the scheduler parses them). An ' +
          'empty term is accepted but matches no node (`persistent-volume/node-selector-term-empty` warns).',
      ].join('\n\n'),
    },
  },
  check(ctx) {
    const spec = ctx.object.spec;
    if (!isObject(spec)) return;
    for (const p of specProblems(spec)) ctx.report(p);
  },
});
