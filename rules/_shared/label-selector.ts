import { labelSelectorProblems, type JsonObject } from '@plumbline/engine';
import { arr, isObject } from './helpers.js';

/**
 * `metav1.LabelSelectorAsSelector` and `Selector.Matches`: for the controllers that must select
 * their own pod template, and for admission policies' namespace and object selectors. `undefined`
 * when the selector does not convert (a bad operator, key or value: the server reports that
 * instead and skips the template check).
 */
export type SelectorVerdict = 'matches' | 'mismatch' | 'everything' | undefined;

export function matchSelector(selector: unknown, labels: Readonly<Record<string, unknown>>): SelectorVerdict {
  // A nil selector converts to "nothing", which matches no labels at all.
  if (selector === undefined || selector === null) return 'mismatch';
  if (!isObject(selector)) return undefined;
  if (labelSelectorProblems(selector).length > 0) return undefined;
  const matchLabels = isObject(selector.matchLabels) ? selector.matchLabels : {};
  const expressions = arr(selector.matchExpressions).filter(isObject);
  // An empty selector converts to "everything", which the controllers' checks skip.
  if (Object.keys(matchLabels).length === 0 && expressions.length === 0) return 'everything';
  const has = (key: string): boolean => Object.prototype.hasOwnProperty.call(labels, key);
  for (const [key, value] of Object.entries(matchLabels)) if (!has(key) || labels[key] !== value) return 'mismatch';
  for (const e of expressions) if (!expressionMatches(e, labels, has)) return 'mismatch';
  return 'matches';
}

function expressionMatches(e: JsonObject, labels: Readonly<Record<string, unknown>>, has: (key: string) => boolean): boolean {
  const key = typeof e.key === 'string' ? e.key : '';
  const values = arr(e.values);
  switch (e.operator) {
    case 'In':
      return has(key) && values.includes(labels[key]);
    case 'NotIn':
      return !has(key) || !values.includes(labels[key]);
    case 'Exists':
      return has(key);
    default:
      return !has(key);
  }
}

/** A label map as messages show it: `app=web, tier=front`, or `no labels`. */
export function labelsText(labels: Readonly<Record<string, unknown>>): string {
  const entries = Object.entries(labels);
  return entries.length === 0 ? 'no labels' : entries.map(([k, v]) => `${k}=${String(v)}`).join(', ');
}
