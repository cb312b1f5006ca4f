import type { RuleContext } from '@plumbline/engine';
import { arr, isObject, obj } from '../_shared/helpers.js';

/**
 * The server's update ratchet for wildcard hosts: when the stored Ingress has a rule
 * with a wildcard host whose HTTP paths fail validation, the paths of wildcard-host
 * rules are not validated on update (so that such old objects stay updatable). The
 * rules that check rule values register their check here, so that the stored rules
 * are probed with exactly the same logic.
 */
type Check = (ctx: RuleContext) => void;
const checks: Check[] = [];

export function registerRuleValueCheck(check: Check): Check {
  checks.push(check);
  return check;
}

function storedWildcardRuleInvalid(ctx: RuleContext): boolean {
  if (ctx.operation !== 'UPDATE' || !ctx.oldObject) return false;
  const rules = arr(obj(ctx.oldObject.spec).rules).filter((r) => isObject(r) && typeof r.host === 'string' && r.host.includes('*'));
  if (rules.length === 0) return false;
  let found = false;
  const probe: RuleContext = {
    ...ctx,
    object: { spec: { rules } },
    operation: 'CREATE',
    oldObject: undefined,
    report: () => {
      found = true;
    },
  };
  for (const check of checks) check(probe);
  return found;
}

/** True when the paths of this rule are exempt from validation (wildcard host, update ratchet). */
export function skipRuleValue(ctx: RuleContext, rule: unknown): boolean {
  return isObject(rule) && typeof rule.host === 'string' && rule.host.includes('*') && storedWildcardRuleInvalid(ctx);
}
