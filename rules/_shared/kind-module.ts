import type { KindDefinition, Rule } from '@plumbline/engine';

/** What each kind directory exports from its `index.ts`: its kind definitions and its rules. */
export interface KindModule {
  kinds: readonly KindDefinition[];
  rules: readonly Rule[];
}
