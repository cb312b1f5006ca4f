import { labelValue, qualifiedName } from './names.js';

/**
 * Label selectors (`metav1.LabelSelector`): `matchLabels` keys and values, and
 * `matchExpressions` with operators In/NotIn (values required) and Exists/DoesNotExist
 * (values forbidden). Problems are returned with the sub-path they concern.
 */
export interface SelectorProblem {
  path: (string | number | { key: string })[];
  message: string;
  reason: 'FieldValueInvalid' | 'FieldValueRequired' | 'FieldValueForbidden' | 'FieldValueNotSupported';
}

export const SELECTOR_OPERATORS = ['In', 'NotIn', 'Exists', 'DoesNotExist'] as const;

export function labelSelectorProblems(selector: unknown): SelectorProblem[] {
  const problems: SelectorProblem[] = [];
  if (!selector || typeof selector !== 'object') return problems;
  const { matchLabels, matchExpressions } = selector as { matchLabels?: unknown; matchExpressions?: unknown };
  if (matchLabels && typeof matchLabels === 'object') {
    for (const [k, v] of Object.entries(matchLabels as Record<string, unknown>)) {
      for (const p of qualifiedName(k)) problems.push({ path: ['matchLabels'], message: `key '${k}': ${p}`, reason: 'FieldValueInvalid' });
      if (typeof v === 'string')
        for (const p of labelValue(v))
          problems.push({ path: ['matchLabels'], message: `value '${v}' of key '${k}': ${p}`, reason: 'FieldValueInvalid' });
    }
  }
  if (Array.isArray(matchExpressions)) {
    matchExpressions.forEach((expr: unknown, i: number) => {
      if (!expr || typeof expr !== 'object') return;
      const { key, operator, values } = expr as { key?: unknown; operator?: unknown; values?: unknown };
      if (typeof key === 'string')
        for (const p of qualifiedName(key))
          problems.push({ path: ['matchExpressions', i, 'key'], message: p, reason: 'FieldValueInvalid' });
      const valueList = Array.isArray(values) ? values : [];
      if (operator === 'In' || operator === 'NotIn') {
        if (valueList.length === 0)
          problems.push({
            path: ['matchExpressions', i, 'values'],
            message: `must be specified when operator is '${operator}'`,
            reason: 'FieldValueRequired',
          });
      } else if (operator === 'Exists' || operator === 'DoesNotExist') {
        if (valueList.length > 0)
          problems.push({
            path: ['matchExpressions', i, 'values'],
            message: `may not be specified when operator is '${operator}'`,
            reason: 'FieldValueForbidden',
          });
      } else {
        problems.push({
          path: ['matchExpressions', i, 'operator'],
          message: `'${String(operator)}' is not a valid operator; allowed: ${SELECTOR_OPERATORS.join(', ')}`,
          reason: 'FieldValueNotSupported',
        });
      }
      valueList.forEach((v: unknown, j: number) => {
        if (typeof v === 'string')
          for (const p of labelValue(v))
            problems.push({ path: ['matchExpressions', i, 'values', j], message: p, reason: 'FieldValueInvalid' });
      });
    });
  }
  return problems;
}
