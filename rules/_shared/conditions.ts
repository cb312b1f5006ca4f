import { camelCaseReason, type PathSegment, type RuleContext } from '@plumbline/engine';
import { arr, obj, str } from './helpers.js';

export const CONDITION_STATUSES = ['True', 'False', 'Unknown'] as const;

export interface ConditionProblem {
  messageId: 'typeMissing' | 'typeDuplicate' | 'statusMissing' | 'statusInvalid' | 'reasonInvalid';
  path: PathSegment[];
  data: Record<string, string | number>;
}

/**
 * Problems of a list of conditions by the specification's rules (type required and
 * unique, status True/False/Unknown, reason one CamelCase word). Used by warning rules
 * where the API server does not check them.
 */
export function conditionProblems(
  list: unknown,
  base: PathSegment[],
  options: { checkReason?: boolean; checkStatus?: boolean } = {},
): ConditionProblem[] {
  const out: ConditionProblem[] = [];
  const seen = new Map<string, number>();
  arr(list).forEach((item, i) => {
    const c = obj(item);
    const type = str(c.type);
    if (!type) out.push({ messageId: 'typeMissing', path: [...base, i, 'type'], data: { index: i } });
    else if (seen.has(type))
      out.push({ messageId: 'typeDuplicate', path: [...base, i, 'type'], data: { index: i, type, first: seen.get(type)! } });
    else seen.set(type, i);
    if (options.checkStatus !== false) {
      const status = c.status;
      if (status === undefined || status === null || status === '')
        out.push({ messageId: 'statusMissing', path: [...base, i, 'status'], data: { index: i } });
      else if (typeof status === 'string' && !(CONDITION_STATUSES as readonly string[]).includes(status))
        out.push({ messageId: 'statusInvalid', path: [...base, i, 'status'], data: { index: i, status } });
    }
    const reason = str(c.reason);
    if (options.checkReason !== false && reason) {
      const problem = camelCaseReason(reason)[0];
      if (problem) out.push({ messageId: 'reasonInvalid', path: [...base, i, 'reason'], data: { index: i, reason, problem } });
    }
  });
  return out;
}

export function reportConditionProblems(ctx: RuleContext, problems: ConditionProblem[]): void {
  for (const p of problems) ctx.report({ messageId: p.messageId, path: p.path, data: { ...p.data, path: p.path.slice(0, -2).join('.') } });
}
