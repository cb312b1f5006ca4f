import { AuthorizerValue, compileRule, evaluate, plainCelValue, type StructuralSchema, type VariableSpec } from '@plumbline/cel';
import type { Activation, CompileResult, EvalResult, ExpressionScope, PolicyCel } from './evaluator.js';

/**
 * Admission policy expressions in the Kubernetes CEL environment (`@plumbline/cel`), with the
 * variables the server declares for them (`k8s.io/apiserver/pkg/admission/plugin/cel`):
 * `object`, `oldObject`, `request`, `namespaceObject`, `params` when the policy has a
 * `paramKind`, `variables`, and `authorizer` (whose checks are not evaluable offline).
 */

const DYN: VariableSpec = { type: 'dyn' };

/**
 * `authorizer`: offline, any check on it throws the library's not-evaluable error. Made on first use: the CLI bundle loads
 * the CEL package only when an expression is compiled (scripts/build.mjs).
 */
let authorizer: AuthorizerValue | undefined;

/**
 * JSON converted to CEL values once per object: the same object, stored object, request and
 * parameters are read by every expression of every policy that matches. `evaluate` converts
 * plain objects and passes other objects through, so the converted value is handed over in a
 * null-prototype object (its fields are converted values already).
 */
const converted = new WeakMap<object, unknown>();
function celValue(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  let known = converted.get(value);
  if (known === undefined) {
    known = Object.assign(Object.create(null) as object, plainCelValue(value) as object);
    converted.set(value, known);
  }
  return known;
}

/** Variable names an expression reads as `variables.<name>`, to name the variable whose error made it fail. */
function variablesRead(expression: string): Set<string> {
  return new Set([...expression.matchAll(/\bvariables\s*\.\s*([_a-zA-Z][_a-zA-Z0-9]*)/g)].map((m) => m[1]!));
}

export const policyCel: PolicyCel = {
  compile(expression: string, scope: ExpressionScope): CompileResult {
    const variables: Record<string, VariableSpec> = {
      object: DYN,
      oldObject: DYN,
      request: DYN,
      namespaceObject: DYN,
      variables: { type: 'map<string, dyn>' },
    };
    if (scope.params) variables.params = DYN;
    if (scope.objectSchema) {
      const typed: VariableSpec = { schema: scope.objectSchema as StructuralSchema };
      variables.object = typed;
      variables.oldObject = typed;
    }
    // `variables` is typed as a map here; the server types it as an object of the variables declared so far.
    const undeclared = [...variablesRead(expression)].filter((n) => !scope.variables.includes(n));
    if (undeclared.length > 0)
      return { ok: false, error: `undefined field '${undeclared[0]!}' of variables (declared: ${scope.variables.join(', ') || 'none'})` };
    // The server checks no estimated cost when it admits a policy (plugin/cel CompileCELExpression):
    // the budget applies at run time. No limit here, then.
    const compiled = compileRule(expression, { variables, authorizer: scope.authorizer, costLimit: Number.MAX_SAFE_INTEGER });
    if (!compiled.ok || !compiled.program) {
      return { ok: false, error: compiled.errors.map((e) => e.message).join('; ') || 'compilation failed' };
    }
    const program = compiled.program;
    const read = variablesRead(expression);
    const names = scope.variables.filter((n) => read.has(n));
    return {
      ok: true,
      program: {
        outputType: program.outputType,
        evaluate(activation: Activation): EvalResult {
          const values: Record<string, unknown> = {};
          const failed = new Map<string, EvalResult & { ok: false }>();
          for (const name of names) {
            const r = activation.variable(name);
            if (r.ok) values[name] = r.value;
            else failed.set(name, r);
          }
          const input: Record<string, unknown> = {
            object: celValue(activation.object),
            oldObject: celValue(activation.oldObject),
            request: celValue(activation.request),
            namespaceObject: celValue(activation.namespaceObject),
            // Values of variables are CEL values already.
            variables: Object.assign(Object.create(null) as object, values),
          };
          if (scope.params) input.params = celValue(activation.params);
          if (scope.authorizer) input.authorizer = authorizer ??= new AuthorizerValue();
          const result = evaluate(program, input);
          if (result.ok) return { ok: true, value: result.value };
          // A variable that failed is missing from the map: its own error is the cause.
          const cause = [...failed.values()][0];
          if (cause) return cause;
          return { ok: false, error: result.error, notEvaluable: result.notEvaluableOffline };
        },
      },
    };
  },
};
