import { Environment, Optional } from '@marcbachmann/cel-js';
import { registerOptionalMacros, registerTwoVarComprehensions } from './lib/comprehensions.js';
import { registerKubernetesLibraries } from './lib/kubernetes.js';
import { BASE_NULLABLE_TYPES, registerLegacyNullEquality } from './lib/null-equality.js';
import { registerStandardGaps } from './lib/standard.js';

/**
 * The Kubernetes CEL base environment of v1.34 (k8s.io/apiserver/pkg/cel/environment/base.go):
 * homogeneous aggregate literals, optional types, cross-type numeric comparisons (cel-js default),
 * the strings extension, sets, two-variable comprehensions and the Kubernetes libraries.
 * It is built once and cloned per expression; a clone freezes its parent, so the base stays as is.
 */

let base: Environment | undefined;

export function baseEnvironment(): Environment {
  if (!base) {
    // Assigned only when complete, so that a failure is not followed by a half-built environment.
    const env = new Environment({ enableOptionalTypes: true, homogeneousAggregateLiterals: true });
    registerStandardGaps(env);
    registerLegacyNullEquality(env, BASE_NULLABLE_TYPES);
    registerKubernetesLibraries(env);
    registerTwoVarComprehensions(env);
    registerOptionalMacros(env, { of: (v) => Optional.of(v), none: () => Optional.none() });
    base = env;
  }
  return base;
}
