import { qualifiedName, type RuleContext } from '@plumbline/engine';
import { quoteList } from './helpers.js';

/** Built-in coordinated leader election strategies. */
export const LEASE_STRATEGIES = ['OldestEmulationVersion'] as const;

export interface StrategyProblem {
  kind: 'notSupported' | 'invalid';
  problem: string;
  allowed: readonly string[];
}

/**
 * The server's check of a coordinated leader election strategy (Lease and
 * LeaseCandidate): a name without `/` must be a built-in strategy, anything else a
 * qualified name.
 */
export function leaseStrategyProblems(value: string): StrategyProblem[] {
  if (!value.includes('/')) {
    return (LEASE_STRATEGIES as readonly string[]).includes(value)
      ? []
      : [{ kind: 'notSupported', problem: 'not a supported strategy', allowed: LEASE_STRATEGIES }];
  }
  return qualifiedName(value).map((problem) => ({ kind: 'invalid' as const, problem, allowed: LEASE_STRATEGIES }));
}

/**
 * Reports the strategy problems of a Lease or LeaseCandidate (`spec.strategy`) as the server
 * does: at `spec.strategy.strategy`, the squiggle on `spec.strategy`. The rule's messages
 * `notSupported` and `invalid` take `value`, `problem` and `allowed`.
 */
export function reportStrategyProblems(ctx: RuleContext, value: string): void {
  for (const p of leaseStrategyProblems(value)) {
    ctx.report({
      messageId: p.kind,
      path: ['spec', 'strategy', 'strategy'],
      at: ['spec', 'strategy'],
      reason: p.kind === 'notSupported' ? 'FieldValueNotSupported' : 'FieldValueInvalid',
      data: { value, problem: p.problem, allowed: quoteList(p.allowed) },
    });
  }
}
