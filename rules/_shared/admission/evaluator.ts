/**
 * What policy evaluation needs of a CEL environment, so that matching, parameters and the
 * binding's actions do not depend on how expressions are compiled. `cel-evaluator.ts` binds
 * it to `@plumbline/cel` (the Kubernetes CEL environment).
 */

/** The variables an admission policy expression may use, besides `variables.<name>`. */
export interface ExpressionScope {
  /** `params` is declared (the policy has a `paramKind`). */
  params: boolean;
  /** `authorizer` and `authorizer.requestResource` are declared (validations, messageExpression, auditAnnotations). */
  authorizer: boolean;
  /** Names of the policy's variables visible to the expression (those declared before it, for variables). */
  variables: readonly string[];
  /** A structural schema that types `object` and `oldObject` (type checking); `dyn` without it. */
  objectSchema?: object;
}

export type CompileResult = { ok: true; program: PolicyProgram } | { ok: false; error: string };

/** The inputs of one evaluation: the server's activation. */
export interface Activation {
  object: unknown;
  oldObject: unknown;
  request: unknown;
  params: unknown;
  namespaceObject: unknown;
  /** The variable's value (evaluated on first use, once per evaluation) or its error. */
  variable(name: string): EvalResult;
}

/** `notEvaluable`: the evaluation reached an `authorizer` check, which needs the cluster's authorization. */
export type EvalResult = { ok: true; value: unknown } | { ok: false; error: string; notEvaluable?: boolean };

export interface PolicyProgram {
  /** The result type the checker inferred (`bool`, `string`, `dyn`…). */
  readonly outputType: string;
  evaluate(activation: Activation): EvalResult;
}

export interface PolicyCel {
  compile(expression: string, scope: ExpressionScope): CompileResult;
}
