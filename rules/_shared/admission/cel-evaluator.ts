import type { PolicyCel } from './evaluator.js';

/**
 * The CEL environment policies are evaluated with. Undefined until `@plumbline/cel` is bound
 * here: policies are then matched and their parameters resolved, but not evaluated.
 */
export const policyCel: PolicyCel | undefined = undefined;
