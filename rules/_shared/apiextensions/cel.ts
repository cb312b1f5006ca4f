import type { JsonObject } from '@plumbline/engine';
import type { ValidationRule } from './structural.js';

/**
 * The extension point for `x-kubernetes-validations`: a CEL evaluator with the Kubernetes
 * CEL environment (the `@plumbline/cel` package provides one). Plumbline's CRD code finds
 * each rule's schema node, compiles each rule once per CRD version, and calls the program
 * for every value the rule sits on (each item of a list, each value of a map), with the
 * stored value as `oldSelf` on update. Without an evaluator the rules are reported as not
 * evaluated, never as passed.
 */
export interface CelEvaluator {
  /**
   * Compiles one rule in the scope of its schema node (`schema`, the node as written in the
   * CRD: `self` has its type). `error` when the rule does not compile or exceeds the server's
   * cost budget: the CRD itself is invalid then.
   */
  compile(rule: ValidationRule, schema: JsonObject, scope: CelScope): CelCompileResult;
}

export interface CelScope {
  /** The node is the resource root (`self` has apiVersion, kind and metadata.name/generateName). */
  isResourceRoot: boolean;
}

export type CelCompileResult = { program: CelProgram } | { error: string };

export interface CelProgram {
  /** Whether the rule reads `oldSelf` (a transition rule: runs on update only, unless `optionalOldSelf`). */
  readonly usesOldSelf: boolean;
  /**
   * Evaluates the rule. `oldSelf` is given on update when the stored object has a value at
   * the same place (`hasOld`); `optionalOldSelf` rules get it as an optional.
   */
  evaluate(self: unknown, oldSelf: unknown, hasOld: boolean): CelVerdict;
}

export type CelVerdict =
  | { result: 'pass' }
  /** The rule is false: the message (from `message`, `messageExpression` or the rule text), reason and field path. */
  | { result: 'fail'; message: string; reason?: string; fieldPath?: string }
  /** Evaluation stopped: a runtime error or the per-call cost limit (the server reports both as invalid). */
  | { result: 'error'; message: string };
