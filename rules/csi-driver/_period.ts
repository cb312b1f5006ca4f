import type { RuleContext } from '@plumbline/engine';
import { isSet, obj } from '../_shared/helpers.js';

export const PERIOD_GATE = 'MutableCSINodeAllocatableCount';

/**
 * Whether the server keeps `spec.nodeAllocatableUpdatePeriodSeconds`: always with the
 * gate on; with the gate off only on an update whose stored object already has it
 * (the server drops a disabled field unless it is in use).
 */
export function periodKept(ctx: RuleContext): boolean {
  if (ctx.gate(PERIOD_GATE)) return true;
  return ctx.operation === 'UPDATE' && isSet(obj(obj(ctx.oldObject).spec).nodeAllocatableUpdatePeriodSeconds);
}
