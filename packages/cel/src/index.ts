export {
  compileRule,
  evaluate,
  PER_CALL_LIMIT,
  STATIC_ESTIMATED_COST_LIMIT,
  STATIC_ESTIMATED_CRD_COST_LIMIT,
  type CelIssue,
  type CompileOptions,
  type CompileResult,
  type CompiledProgram,
  type EvaluationResult,
  type VariableSpec,
} from './compile.js';
export type { CostEstimate } from './cost.js';
export { NotEvaluableOfflineError } from './lib/kubernetes.js';
/** The value of `authorizer` in an activation (admission policies): its checks throw NotEvaluableOfflineError. */
export { AuthorizerValue } from './values.js';
export { re2SyntaxError, re2Matches } from './lib/regex.js';
export {
  escapePropertyName,
  MAX_REQUEST_SIZE_BYTES,
  plainCelValue,
  toCelValue,
  type StructuralSchema,
  type ValidationRule,
} from './schema.js';
export {
  compileSchemaValidations,
  parseFieldPath,
  validateXKubernetesValidations,
  type CompiledRule,
  type CompiledSchema,
  type Failure,
  type FailureType,
} from './validations.js';
