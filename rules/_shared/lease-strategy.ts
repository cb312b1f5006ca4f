import { qualifiedName } from '@plumbline/engine';

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
