import type { Environment } from '@marcbachmann/cel-js';

/**
 * cel-go's checker keeps the original type checker's "legacy nullable" types: `null` may be compared
 * with `==`/`!=` to a value of an opaque type (optional_type among them), a struct (the object types
 * of a CRD schema), a duration or a timestamp (checker/types.go isLegacyNullable). cel-js refuses
 * these comparisons, but real CRDs use them: Gateway API's XBackend compares
 * `format.dns1123Label().validate(self) == null`. At run time cel-go's equality with null is true
 * only for null itself (types.Equal), so an optional, a duration or a timestamp never equals null.
 */
export function registerLegacyNullEquality(env: Environment, types: readonly string[]): void {
  for (const type of types) {
    // cel-js adds the mirrored `null == T` and the negations itself.
    env.registerOperator(`${type} == null`, (a: unknown) => a === null);
  }
}

/** The legacy nullable types of the base environment (object types are added per expression). */
export const BASE_NULLABLE_TYPES = ['optional<dyn>', 'google.protobuf.Duration', 'google.protobuf.Timestamp'];
