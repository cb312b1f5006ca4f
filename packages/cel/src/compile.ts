import { Optional, type Environment } from '@marcbachmann/cel-js';
import { kubernetesProblems, nodes, refersTo } from './checks.js';
import { estimateCost, type CostEstimate } from './cost.js';
import { baseEnvironment } from './environment.js';
import { useSelectPresenceTest } from './has-macro.js';
import { celEquals } from './lib/compare.js';
import { registerLegacyNullEquality } from './lib/null-equality.js';
import { NotEvaluableOfflineError } from './lib/kubernetes.js';
import { plainCelValue, SchemaTypes, toCelValue, withTypeAndObjectMeta, type CelTypeInfo, type StructuralSchema } from './schema.js';

/** The server's runtime cost limit per expression evaluation (celconfig.PerCallLimit). */
export const PER_CALL_LIMIT = 1_000_000;
/** The server's estimated cost limit per expression (celconfig.StaticEstimatedCostLimit). */
export const STATIC_ESTIMATED_COST_LIMIT = 10_000_000;
/** The server's estimated cost limit for all the rules of a CRD (StaticEstimatedCRDCostLimit). */
export const STATIC_ESTIMATED_CRD_COST_LIMIT = 100_000_000;

/** A declared variable: typed from a structural schema, or by a CEL type name (`dyn`, `string`, `map<string, dyn>`). */
export type VariableSpec = { schema: StructuralSchema; isResourceRoot?: boolean } | { type: string };

export interface CompileOptions {
  /** Types `self` (and `oldSelf` when `oldSelf` is set) from this schema node. */
  selfSchema?: StructuralSchema;
  /** The schema node is the root of a resource (adds apiVersion, kind, metadata.name/generateName). */
  isResourceRoot?: boolean;
  /** Declare `oldSelf` (x-kubernetes-validations always declares it; using it makes a transition rule). */
  oldSelf?: boolean;
  /** `oldSelf` is `optional<T>` (the rule's optionalOldSelf). */
  optionalOldSelf?: boolean;
  /** Other variables (admission policies: object, oldObject, request, params, namespaceObject, variables…). */
  variables?: Record<string, VariableSpec>;
  /** Declare `authorizer` (admission policies): its checks type-check and are not evaluable offline. */
  authorizer?: boolean;
  /** How many times the expression can run for one object (the node's cardinality), for the cost estimate. */
  cardinality?: number;
  /** Estimated cost limit; STATIC_ESTIMATED_COST_LIMIT when not given. */
  costLimit?: number;
}

export interface CelIssue {
  message: string;
  /** Offsets into the expression (UTF-16), end exclusive. */
  start: number;
  end: number;
  /** 1-based line and column of `start` in the expression. */
  line: number;
  column: number;
}

export interface CompiledProgram {
  readonly expression: string;
  /** The expression's result type as the checker inferred it (`bool`, `string`, `dyn`…). */
  readonly outputType: string;
  /** The expression refers to `oldSelf` (a transition rule). */
  readonly usesOldSelf: boolean;
  /** @internal */
  readonly run: (activation: Record<string, unknown>) => unknown;
  /** @internal */
  readonly schemas: Record<string, StructuralSchema | undefined>;
  /** @internal */
  readonly optionalOldSelf: boolean;
}

export interface CompileResult {
  ok: boolean;
  program?: CompiledProgram;
  errors: CelIssue[];
  estimatedCost: CostEstimate;
}

export type EvaluationResult =
  | { ok: true; value: unknown }
  | { ok: false; error: string; notEvaluableOffline: boolean; start?: number; end?: number };

function issue(expression: string, message: string, range?: { start: number; end: number }): CelIssue {
  const start = Math.max(0, Math.min(range?.start ?? 0, expression.length));
  const end = Math.max(start, Math.min(range?.end ?? expression.length, expression.length));
  const before = expression.slice(0, start).split('\n');
  return { message, start, end, line: before.length, column: before[before.length - 1]!.length + 1 };
}

function firstLine(message: string): string {
  return message.split('\n')[0]!.trim();
}

let typePrefixCounter = 0;

function declareTypes(env: Environment, types: SchemaTypes): void {
  for (const object of types.objects) {
    env.registerType(object.name, { fields: object.fields });
  }
  for (const object of types.objects) {
    env.registerOperator(`${object.name} == ${object.name}`, celEquals);
  }
  registerLegacyNullEquality(
    env,
    types.objects.map((o) => o.name),
  );
}

/**
 * Compiles one CEL expression: parse, type-check against the declared variables, estimate its cost.
 * Type-checking runs on an environment where schema-typed variables have object types (so that an
 * undeclared field is a compile error, as on the server); evaluation runs the same expression with
 * those variables as `dyn` over values converted from JSON, which gives the same results and lets
 * objects compare with `==` at any depth.
 */
export function compileRule(expression: string, options: CompileOptions = {}): CompileResult {
  const types = new SchemaTypes(`plumbline${typePrefixCounter++}`);
  const declared: Record<string, CelTypeInfo> = {};
  const schemas: Record<string, StructuralSchema | undefined> = {};
  const named: Record<string, string> = {};
  const noCost: CostEstimate = { min: 0, max: 0, total: 0, exceedsLimit: false, limit: options.costLimit ?? STATIC_ESTIMATED_COST_LIMIT };

  const declareSchema = (name: string, schema: StructuralSchema, isResourceRoot: boolean): void => {
    const t = types.typeOf(schema, isResourceRoot);
    declared[name] = t ?? { name: 'dyn', kind: 'dyn', maxElements: 0, minSerializedSize: 0 };
    schemas[name] = isResourceRoot ? withTypeAndObjectMeta(schema) : schema;
  };
  if (options.selfSchema) {
    declareSchema('self', options.selfSchema, options.isResourceRoot ?? false);
    if (options.oldSelf) {
      // The same type as self (a second declaration would make a distinct object type, and self == oldSelf would not type-check).
      declared['oldSelf'] = declared['self']!;
      schemas['oldSelf'] = schemas['self'];
    }
  }
  for (const [name, spec] of Object.entries(options.variables ?? {})) {
    if ('schema' in spec) declareSchema(name, spec.schema, spec.isResourceRoot ?? false);
    else named[name] = spec.type;
  }

  const typed = baseEnvironment().clone();
  const dynamic = baseEnvironment().clone();
  try {
    declareTypes(typed, types);
    for (const [name, info] of Object.entries(declared)) {
      const optional = name === 'oldSelf' && options.optionalOldSelf;
      typed.registerVariable(name, optional ? `optional<${info.name}>` : info.name);
      dynamic.registerVariable(name, optional ? 'optional<dyn>' : 'dyn');
    }
    for (const [name, type] of Object.entries(named)) {
      typed.registerVariable(name, type);
      dynamic.registerVariable(name, type);
    }
    if (options.authorizer) {
      typed.registerVariable('authorizer', 'kubernetes.authorization.Authorizer');
      dynamic.registerVariable('authorizer', 'kubernetes.authorization.Authorizer');
    }
  } catch (error) {
    return {
      ok: false,
      errors: [issue(expression, `invalid declarations: ${firstLine((error as Error).message)}`)],
      estimatedCost: noCost,
    };
  }

  let outputType = 'dyn';
  let checkedAst: unknown;
  try {
    // Parsed and checked here (not with typed.check) so that the checked AST, whose nodes carry
    // their types, is at hand for the cost estimate.
    const parsedTyped = typed.parse(expression);
    useSelectPresenceTest(parsedTyped.ast);
    const checked = parsedTyped.check();
    checkedAst = parsedTyped.ast;
    if (!checked.valid) {
      const error = checked.error as { message: string; range?: { start: number; end: number } };
      return {
        ok: false,
        errors: [issue(expression, `compilation failed: ${firstLine(error.message)}`, error.range)],
        estimatedCost: noCost,
      };
    }
    outputType = String(checked.type);
  } catch (error) {
    const e = error as { message: string; range?: { start: number; end: number } };
    return { ok: false, errors: [issue(expression, `compilation failed: ${firstLine(e.message)}`, e.range)], estimatedCost: noCost };
  }

  const problems = kubernetesProblems(checkedAst);
  if (problems.length > 0) {
    const errors = problems.map((p) => issue(expression, `compilation failed: ${p.message}`, p));
    return { ok: false, errors, estimatedCost: noCost };
  }

  let run: (activation: Record<string, unknown>) => unknown;
  let ast: unknown;
  try {
    const parsed = dynamic.parse(expression);
    ast = parsed.ast;
    useSelectPresenceTest(ast);
    run = (activation) => parsed(activation);
  } catch (error) {
    const e = error as { message: string; range?: { start: number; end: number } };
    return { ok: false, errors: [issue(expression, `compilation failed: ${firstLine(e.message)}`, e.range)], estimatedCost: noCost };
  }

  const estimatedCost = estimateCost(checkedAst, declared, {
    cardinality: options.cardinality ?? 1,
    limit: options.costLimit ?? STATIC_ESTIMATED_COST_LIMIT,
  });
  // After the estimate, which knows the functions by their CEL names.
  useKubernetesMethods(ast);
  const errors: CelIssue[] = [];
  if (estimatedCost.exceedsLimit) errors.push(issue(expression, costMessage(estimatedCost)));
  const usesOldSelf = refersTo(checkedAst, 'oldSelf');
  const program: CompiledProgram = {
    expression,
    outputType,
    usesOldSelf,
    run,
    schemas,
    optionalOldSelf: options.optionalOldSelf ?? false,
  };
  return { ok: errors.length === 0, program, errors, estimatedCost };
}

/**
 * Methods whose cel-js built-in differs from cel-go and cannot be re-registered (cel-js refuses a
 * second overload): `matches` runs on JavaScript's RegExp (Go uses RE2), `lowerAscii`/`upperAscii`
 * change non-ASCII letters too, `trim` uses JavaScript's notion of white space. The parsed
 * expression's calls are pointed at the library's own functions before the program first runs;
 * the types are the same, so checking is unaffected.
 */
const REPLACED_METHODS: Record<string, string> = {
  matches: 're2Matches',
  lowerAscii: 'asciiOnlyLower',
  upperAscii: 'asciiOnlyUpper',
  trim: 'goTrimSpace',
};

function useKubernetesMethods(root: unknown): void {
  for (const node of nodes(root)) {
    const args = node.args;
    if (node.op === 'rcall' && typeof args[0] === 'string' && Object.hasOwn(REPLACED_METHODS, args[0])) {
      args[0] = REPLACED_METHODS[args[0]];
    }
  }
}

/** The server's wording (apiextensions validation of x-kubernetes-validations). */
function costMessage(cost: CostEstimate): string {
  const factor = cost.total / cost.limit;
  if (factor > 100) {
    return (
      'estimated rule cost exceeds budget by factor of more than 100x (try simplifying the rule, or adding maxItems, ' +
      'maxProperties, and maxLength where arrays, maps, and strings are declared)'
    );
  }
  return (
    `estimated rule cost exceeds budget by factor of ${factor.toFixed(1)}x (try simplifying the rule, or adding maxItems, ` +
    'maxProperties, and maxLength where arrays, maps, and strings are declared)'
  );
}

/**
 * Runs a compiled program. Activation values are JSON as in the manifest (numbers, strings,
 * objects); they are converted to CEL values with the schemas the variables were declared with.
 * For an `optionalOldSelf` program, an undefined `oldSelf` is `optional.none()`. With
 * `convert: false` the values are taken as CEL values already (bigint for int, number for double,
 * library objects such as the authorizer) and passed on unchanged.
 */
export function evaluate(
  program: CompiledProgram,
  activation: Record<string, unknown>,
  options: { convert?: boolean } = {},
): EvaluationResult {
  const values: Record<string, unknown> = {};
  const convert = options.convert ?? true;
  for (const [name, value] of Object.entries(activation)) {
    const converted = !convert ? value : name in program.schemas ? toCelValue(value, program.schemas[name]) : plainCelValue(value);
    if (name === 'oldSelf' && program.optionalOldSelf) {
      values[name] = value === undefined ? Optional.none() : Optional.of(converted);
    } else values[name] = converted;
  }
  if (program.optionalOldSelf && !('oldSelf' in values)) values['oldSelf'] = Optional.none();
  try {
    return { ok: true, value: program.run(values) };
  } catch (error) {
    const e = error as { message?: string; range?: { start: number; end: number } };
    const offline = error instanceof NotEvaluableOfflineError || (error as { cause?: unknown }).cause instanceof NotEvaluableOfflineError;
    const message = firstLine(String(e.message ?? error));
    return { ok: false, error: message, notEvaluableOffline: offline, ...(e.range ? { start: e.range.start, end: e.range.end } : {}) };
  }
}
