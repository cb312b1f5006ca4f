import type { ErrorReason, JsonObject } from '@plumbline/engine';

/**
 * The extension point for `x-kubernetes-validations`: a CEL evaluator with the Kubernetes
 * CEL environment. Plumbline's catalog hands it each CRD version's `openAPIV3Schema` once
 * (`compileSchema`), and the compiled schema validates every custom resource of that
 * version, with the stored object on update (transition rules). `kubernetesCel`
 * (kubernetes-cel.ts) fills it with `@plumbline/cel`; another evaluator can be given to the
 * catalog (`CatalogOptions.cel`), or none (`null`), and the rules are then reported as not
 * evaluated, never as passed.
 */
export interface CelEvaluator {
  compileSchema(openAPIV3Schema: JsonObject): CelSchemaProgram;
}

export interface CelSchemaProgram {
  /** Number of rules in the schema. */
  readonly ruleCount: number;
  /**
   * Rules that the server refuses when the CRD is created (compile errors, over the cost
   * budget, a bad fieldPath or messageExpression): `rulePath` is the schema node's path
   * (`spec.items[*]`), `index` the rule's index there.
   */
  readonly problems: readonly CelRuleProblem[];
  /** The CRD's rules together are over the server's CRD-wide cost limit. */
  readonly totalCostExceeded: boolean;
  /** Evaluates every rule where it applies (each item, each map value); `oldObject` on update. */
  validate(object: unknown, oldObject: unknown): CelFailure[];
}

export interface CelRuleProblem {
  rulePath: string;
  index: number;
  rule: string;
  message: string;
}

export interface CelFailure {
  /** The field path as the server prints it (`spec.items[0].name`, `spec.labels[app]`; '' at the root). */
  path: string;
  reason: ErrorReason;
  /** The server's detail: the rule's message, messageExpression's result, or `failed rule: <rule>`. */
  detail: string;
  /** The rule could not be evaluated (a runtime error or the per-call cost limit). */
  evaluationError?: boolean;
  /** The rule was not evaluated because the evaluator could not compile it (listed in `problems`). */
  notCompiled?: boolean;
  /**
   * On update, the value is unchanged and the rule reads no oldSelf: with CRD validation
   * ratcheting (on by default) the server lets the object through.
   */
  ratcheted?: boolean;
}
