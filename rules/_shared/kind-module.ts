import type { KindDefinition } from '@plumbline/core/registry';
import type { Rule } from '@plumbline/core/rule';

/** What each kind directory exports from its `index.ts`: its kind definitions and its rules. */
export interface KindModule {
  kinds: readonly KindDefinition[];
  rules: readonly Rule[];
}
