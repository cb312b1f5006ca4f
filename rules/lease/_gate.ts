import type { RuleContext } from '@plumbline/engine';
import { isSet, obj } from '../_shared/helpers.js';

export const GATE = 'CoordinatedLeaderElection';

/**
 * Whether the server keeps an alpha field of the Lease spec. With the
 * CoordinatedLeaderElection gate off it clears `strategy` and `preferredHolder`
 * before validation, except on an update of a Lease that already uses the field.
 */
export function fieldKept(ctx: RuleContext, field: 'strategy' | 'preferredHolder'): boolean {
  if (ctx.gate(GATE)) return true;
  return ctx.operation === 'UPDATE' && isSet(obj(ctx.oldObject?.spec)[field]);
}
