import { createRule, labelValue, qualifiedName } from '@plumbline/engine';
import { arr, isObject } from '../_shared/helpers.js';
import { podSpecs, VALIDATED_POD_KINDS } from '../_shared/pod-template.js';
import { POD_SPEC_REFS } from './_containers.js';
import { problemMessages, problems } from './_problems.js';

const OPERATORS = ['Equal', 'Exists'];
const EFFECTS = ['NoSchedule', 'PreferNoSchedule', 'NoExecute'];

export default createRule({
  id: 'pod/toleration-invalid',
  meta: {
    kinds: [...VALIDATED_POD_KINDS],
    type: 'field',
    severity: 'error',
    messages: problemMessages('invalid', 'notSupported'),
    docs: {
      description: 'Enforce valid tolerations: key, operator, value, effect and tolerationSeconds',
      spec: POD_SPEC_REFS,
      details:
        'As `ValidateTolerations` does (Kubernetes v1.34), for each `spec.tolerations` entry: a non-empty `key` is a ' +
        'valid label key; an empty key needs `operator: Exists` (it tolerates every taint); `tolerationSeconds` needs ' +
        '`effect: NoExecute` (reported at `effect`); the operator is Equal (or empty, which means Equal) with a valid ' +
        'label value, or Exists with an empty value (both value problems are reported at `operator`, as the server does); ' +
        'a non-empty `effect` is NoSchedule, PreferNoSchedule or NoExecute. Which tolerations a Pod update may add is an ' +
        'update rule, not checked here.',
    },
  },
  check(ctx) {
    const p = problems(ctx);
    for (const pod of podSpecs(ctx)) {
      arr(pod.spec.tolerations).forEach((t, i) => {
        if (!isObject(t)) return;
        const at = [...pod.path, 'tolerations', i];
        const key = typeof t.key === 'string' ? t.key : '';
        const operator = typeof t.operator === 'string' ? t.operator : '';
        const value = typeof t.value === 'string' ? t.value : '';
        const effect = typeof t.effect === 'string' ? t.effect : '';
        if (key !== '') for (const d of qualifiedName(key)) p.invalid([...at, 'key'], key, d);
        if (key === '' && operator !== 'Exists') {
          p.invalid(
            [...at, 'operator'],
            operator,
            'the operator must be Exists when `key` is empty (which means "match all keys and values")',
          );
        }
        if (t.tolerationSeconds !== undefined && t.tolerationSeconds !== null && effect !== 'NoExecute') {
          p.invalid([...at, 'effect'], effect, 'the effect must be NoExecute when `tolerationSeconds` is set');
        }
        if (operator === 'Equal' || operator === '') {
          const problemsOfValue = labelValue(value);
          if (problemsOfValue.length > 0)
            p.invalid([...at, 'operator'], value, `the value ${problemsOfValue.join('; ')}`, [...at, 'value']);
        } else if (operator === 'Exists') {
          if (value !== '') p.invalid([...at, 'operator'], value, 'the value must be empty when `operator` is Exists', [...at, 'value']);
        } else {
          p.notSupported([...at, 'operator'], operator, OPERATORS);
        }
        if (effect !== '' && !EFFECTS.includes(effect)) p.notSupported([...at, 'effect'], effect, EFFECTS);
      });
    }
  },
});
