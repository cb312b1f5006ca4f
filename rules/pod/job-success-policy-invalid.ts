import { createRule, formatPath } from '@plumbline/engine';
import { isObject } from '../_shared/helpers.js';
import { POD_SPEC_REFS } from './_containers.js';
import { isIndexed, jobCounts, jobPolicy } from './_job.js';

/** Limits of `validateSuccessPolicy` (Kubernetes v1.34). */
const MAX_RULES = 20;
const MAX_INDEXES_LENGTH = 64 * 1024;

/**
 * `validateIndexesFormat`: comma-separated indexes or `a-b` intervals, ascending, each below
 * `completions`. The number of indexes, or the problem.
 */
export function parseIndexes(text: string, completions: number): { total: number } | { problem: string } {
  if (text === '') return { total: 0 };
  let last: number | undefined;
  let total = 0;
  for (const interval of text.split(',')) {
    const parts = interval.split('-');
    if (parts.length > 2) return { problem: `the fragment "${interval}" has more than two parts separated by '-'` };
    const bounds: number[] = [];
    for (const part of parts) {
      // strconv.Atoi: an optional sign and decimal digits.
      if (!/^[+-]?\d+$/.test(part)) return { problem: `"${part}" is not an integer index` };
      const n = Number(part);
      if (n >= completions) return { problem: `index ${part} is not below completions (${completions})` };
      bounds.push(n);
    }
    const [x, y = x] = bounds as [number, number?];
    if (parts.length === 2 && x >= y!) return { problem: `the interval "${interval}" is not increasing` };
    if (last !== undefined && last >= x) return { problem: `index ${x} does not come after ${last}` };
    total += y! - x + 1;
    last = y;
  }
  return { total };
}

export default createRule({
  id: 'pod/job-success-policy-invalid',
  meta: {
    kinds: ['Job', 'CronJob'],
    type: 'cross-field',
    severity: 'error',
    reason: 'FieldValueInvalid',
    messages: {
      needsIndexed: '`{{path}}` is set, but `completionMode` is not Indexed; a success policy needs an Indexed Job.',
      rulesRequired: '`{{path}}` is empty; a success policy needs at least one rule.',
      tooMany: '`{{path}}` has {{count}} rules; at most {{max}} are allowed.',
      ruleEmpty: '`{{path}}` sets neither succeededIndexes nor succeededCount; a rule needs at least one of them.',
      indexesTooLong: '`{{path}}` is {{length}} characters long; at most {{max}} are allowed.',
      indexes: '`{{path}}` is "{{value}}", which is not a list of ascending indexes and intervals: {{problem}}.',
      countNegative: '`{{path}}` is {{value}}; it must be 0 or more.',
      countOverCompletions: '`{{path}}` is {{value}}; it must be at most {{completions}} (the number of completions).',
      countOverIndexes: '`{{path}}` is {{value}}; it must be at most {{total}} (the number of indexes in succeededIndexes).',
    },
    docs: {
      description: 'Enforce a valid Job successPolicy on an Indexed Job',
      spec: POD_SPEC_REFS,
      details:
        'As the server does (`validateJobSpec` → `validateSuccessPolicy`, `validateSuccessPolicyRule`, `validateIndexesFormat`, ' +
        'Kubernetes v1.34; JobSuccessPolicy is on by default), for a Job and the job template of a CronJob: a `successPolicy` needs ' +
        '`completionMode: Indexed` (Invalid at `successPolicy`), 1 to 20 rules, and in each rule `succeededIndexes` or ' +
        '`succeededCount`. `succeededIndexes` is at most 64 KiB of comma-separated indexes or `a-b` intervals, ascending, without ' +
        'overlap, each below `completions`; `succeededCount` is 0 or more, at most `completions`, and at most the number of indexes ' +
        'in `succeededIndexes`.',
    },
  },
  check(ctx) {
    const found = jobPolicy(ctx.object, 'successPolicy');
    if (!found) return;
    const { spec, policyPath, rules, rulesPath } = found;
    if (!isIndexed(spec)) {
      ctx.report({ messageId: 'needsIndexed', path: policyPath, data: { path: formatPath(policyPath) } });
      return;
    }
    if (rules.length === 0)
      ctx.report({ messageId: 'rulesRequired', path: rulesPath, reason: 'FieldValueRequired', data: { path: formatPath(rulesPath) } });
    if (rules.length > MAX_RULES) {
      ctx.report({
        messageId: 'tooMany',
        path: rulesPath,
        reason: 'FieldValueTooMany',
        data: { path: formatPath(rulesPath), count: rules.length, max: MAX_RULES },
      });
    }
    // An Indexed Job without completions is reported by pod/job-completion-mode-invalid; the limits below need them.
    const { completions } = jobCounts(spec);
    rules.forEach((rule, i) => {
      if (!isObject(rule)) return;
      const rulePath = [...rulesPath, i];
      const indexes = rule.succeededIndexes;
      const count = rule.succeededCount;
      if (typeof indexes !== 'string' && typeof count !== 'number') {
        ctx.report({ messageId: 'ruleEmpty', path: rulePath, reason: 'FieldValueRequired', data: { path: formatPath(rulePath) } });
      }
      let total: number | undefined;
      if (typeof indexes === 'string') {
        const p = [...rulePath, 'succeededIndexes'];
        if (indexes.length > MAX_INDEXES_LENGTH) {
          const data = { path: formatPath(p), length: indexes.length, max: MAX_INDEXES_LENGTH };
          ctx.report({ messageId: 'indexesTooLong', path: p, reason: 'FieldValueTooLong', data });
        }
        if (completions !== undefined) {
          const parsed = parseIndexes(indexes, completions);
          if ('problem' in parsed)
            ctx.report({ messageId: 'indexes', path: p, data: { path: formatPath(p), value: indexes, problem: parsed.problem } });
          else total = parsed.total;
        }
      }
      if (typeof count === 'number') {
        const p = [...rulePath, 'succeededCount'];
        if (count < 0) ctx.report({ messageId: 'countNegative', path: p, data: { path: formatPath(p), value: count } });
        if (completions !== undefined && count > completions) {
          ctx.report({ messageId: 'countOverCompletions', path: p, data: { path: formatPath(p), value: count, completions } });
        }
        // The server compares with 0 indexes when the indexes do not parse.
        if (typeof indexes === 'string' && completions !== undefined && count > (total ?? 0)) {
          ctx.report({ messageId: 'countOverIndexes', path: p, data: { path: formatPath(p), value: count, total: total ?? 0 } });
        }
      }
    });
  },
});
