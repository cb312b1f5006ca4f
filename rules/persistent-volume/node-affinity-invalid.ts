import { arr, isObject } from '../_shared/helpers.js';
import { GENERIC_MESSAGES, forbidden, invalid, required, type Problem } from '../_shared/volume-sources.js';
import { type PathSegment, qualifiedName } from '@plumbline/engine';
import { pvRule } from './_rule.js';

function requirementProblems(req: Record<string, unknown>, path: PathSegment[], field: boolean): Problem[] {
  const out: Problem[] = [];
  const op = req.operator;
  const values = arr(req.values);
  if (field) {
    if (op === 'In' || op === 'NotIn') {
      if (values.length !== 1) out.push(required([...path, 'values'], ': a node field selector with In or NotIn takes exactly one value'));
    } else out.push(invalid([...path, 'operator'], op ?? '', 'not a valid selector operator'));
    if (req.key !== 'metadata.name') out.push(invalid([...path, 'key'], req.key ?? '', 'not a valid field selector key'));
    return out;
  }
  switch (op) {
    case 'In':
    case 'NotIn':
      if (values.length === 0) out.push(required([...path, 'values'], " when `operator` is 'In' or 'NotIn'"));
      break;
    case 'Exists':
    case 'DoesNotExist':
      if (values.length > 0) out.push(forbidden([...path, 'values'], "may not be specified when `operator` is 'Exists' or 'DoesNotExist'"));
      break;
    case 'Gt':
    case 'Lt':
      if (values.length !== 1) out.push(required([...path, 'values'], ": a single value when `operator` is 'Lt' or 'Gt'"));
      break;
    default:
      out.push(invalid([...path, 'operator'], op ?? '', 'not a valid selector operator'));
  }
  const key = typeof req.key === 'string' ? req.key : '';
  for (const p of qualifiedName(key)) out.push(invalid([...path, 'key'], key, p));
  return out;
}

export default pvRule(
  'persistent-volume/node-affinity-invalid',
  {
    severity: 'error',
    messages: { required: GENERIC_MESSAGES.required, invalid: GENERIC_MESSAGES.invalid, forbidden: GENERIC_MESSAGES.forbidden },
    docs: {
      description: 'Enforce the structure of PersistentVolume node affinity',
      spec: { doc: 'part3', section: 'PersistentVolume', field: 'nodeAffinity.required.nodeSelectorTerms' },
      details: [
        '`spec.nodeAffinity` needs `required` with at least one node selector term. In `matchExpressions` the key is a label name and the operator In or NotIn (values required), Exists or DoesNotExist (no values), or Gt or Lt (exactly one value). In `matchFields` the key is `metadata.name` and the operator In or NotIn with exactly one value.',
        'The server does not check the label values themselves here, nor that Gt/Lt values are integers (the scheduler parses them). An empty term is accepted but matches no node (`persistent-volume/node-selector-term-empty` warns).',
      ].join('\n\n'),
    },
  },
  (spec) => {
    const out: Problem[] = [];
    if (!isObject(spec.nodeAffinity)) return out;
    const base: PathSegment[] = ['spec', 'nodeAffinity'];
    const req = spec.nodeAffinity.required;
    if (!isObject(req)) return [required([...base, 'required'], ': node affinity must specify required node constraints')];
    const terms = arr(req.nodeSelectorTerms);
    const termsPath: PathSegment[] = [...base, 'required', 'nodeSelectorTerms'];
    if (terms.length === 0) return [required(termsPath, ': at least one node selector term')];
    terms.forEach((term, i) => {
      if (!isObject(term)) return;
      arr(term.matchExpressions).forEach((r, j) => isObject(r) && out.push(...requirementProblems(r, [...termsPath, i, 'matchExpressions', j], false)));
      arr(term.matchFields).forEach((r, j) => isObject(r) && out.push(...requirementProblems(r, [...termsPath, i, 'matchFields', j], true)));
    });
    return out;
  },
);
