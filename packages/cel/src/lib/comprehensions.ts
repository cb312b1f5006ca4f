import type { Environment } from '@marcbachmann/cel-js';
import { CelLibraryError } from '../values.js';

/**
 * Two-variable comprehensions (cel-go ext.TwoVarComprehensions, in the Kubernetes base
 * environment since 1.32): `all`, `exists`, `existsOne`, `transformList`, `transformMap` and
 * `transformMapEntry` with (index, value) over lists and (key, value) over maps. cel-js has
 * only the one-variable macros, so these are cel-js custom macros: the handler runs at parse
 * time and returns type-check and evaluation hooks, which bind the two variables in nested
 * scopes of cel-js's own context objects.
 */

/* eslint-disable @typescript-eslint/no-explicit-any -- cel-js passes its internal AST, checker and context objects. */
type Any = any;

interface Macro {
  receiver: Any;
  first: string;
  second: string;
  body: Any[];
  outer?: Any;
  inner?: Any;
  typeCheck(checker: Any, macro: Macro, ctx: Any): Any;
  evaluate(ev: Any, macro: Macro, ctx: Any): unknown;
}

type Kind = 'all' | 'exists' | 'existsOne' | 'transformList' | 'transformMap' | 'transformMapEntry';

function identifier(node: Any, name: string): string {
  if (node?.op === 'id') return node.args as string;
  throw new CelLibraryError(`${name}() variable names must be simple identifiers`);
}

function pairs(collection: unknown): [unknown, unknown][] {
  if (Array.isArray(collection)) return collection.map((v, i) => [BigInt(i), v]);
  if (collection instanceof Map) return [...collection.entries()];
  if (collection && typeof collection === 'object') return Object.entries(collection);
  throw new CelLibraryError('expression of this type cannot be the range of a comprehension (must be list or map)');
}

function checkMacro(kind: Kind, checker: Any, macro: Macro, ctx: Any): Any {
  const rangeType = checker.check(macro.receiver, ctx);
  let firstType = checker.dynType;
  let secondType = checker.dynType;
  if (rangeType.kind === 'list') {
    firstType = checker.getType('int');
    secondType = rangeType.valueType;
  } else if (rangeType.kind === 'map') {
    firstType = rangeType.keyType;
    secondType = rangeType.valueType;
  } else if (rangeType.kind !== 'dyn') {
    throw checker.createError('invalid_comprehension_range', `${kind}() cannot range over type '${rangeType.name}'`, macro.receiver);
  }
  if (macro.first === macro.second) {
    throw checker.createError('invalid_macro_argument', `${kind}() iteration variables must differ: ${macro.first}`, macro.receiver);
  }
  macro.outer = ctx.forkWithVariable(macro.first, firstType);
  macro.inner = macro.outer.forkWithVariable(macro.second, secondType);
  const types = macro.body.map((node) => checker.check(node, macro.inner));
  const boolType = checker.getType('bool');
  const predicates = kind === 'all' || kind === 'exists' || kind === 'existsOne' ? types : types.length === 2 ? [types[0]] : [];
  for (let i = 0; i < predicates.length; i++) {
    const t = predicates[i];
    if (t.kind !== 'dyn' && t !== boolType) {
      throw checker.createError('invalid_macro_argument', `${kind}() predicate must return bool, got '${t.name}'`, macro.body[i]);
    }
  }
  if (kind === 'all' || kind === 'exists' || kind === 'existsOne') return boolType;
  const last = types[types.length - 1];
  if (kind === 'transformList') return checker.registry.getListType(last);
  if (kind === 'transformMap') return checker.registry.getMapType(firstType, last);
  return last.kind === 'map' ? last : checker.getType('map');
}

function evaluateMacro(kind: Kind, ev: Any, macro: Macro, ctx: Any): unknown {
  const items = pairs(ev.run(macro.receiver, ctx));
  const run = (node: Any, first: unknown, second: unknown): unknown => {
    const outer = macro.outer.reuse(ctx).setIterValue(first, ev);
    const inner = macro.inner.reuse(outer).setIterValue(second, ev);
    return ev.run(node, inner);
  };
  const [predicate] = macro.body;
  if (kind === 'all' || kind === 'exists') {
    // As cel-go: a decisive element wins over an error in another element.
    const decisive = kind === 'exists';
    let error: unknown;
    for (const [a, b] of items) {
      try {
        if (run(predicate, a, b) === decisive) return decisive;
      } catch (e) {
        error ??= e;
      }
    }
    if (error) throw error;
    return !decisive;
  }
  if (kind === 'existsOne') {
    let count = 0;
    for (const [a, b] of items) if (run(predicate, a, b) === true) count++;
    return count === 1;
  }
  const filter = macro.body.length === 2 ? macro.body[0] : undefined;
  const transform = macro.body[macro.body.length - 1];
  const kept = items.filter(([a, b]) => !filter || run(filter, a, b) === true);
  if (kind === 'transformList') return kept.map(([a, b]) => run(transform, a, b));
  const out = new Map<unknown, unknown>();
  for (const [a, b] of kept) {
    if (kind === 'transformMap') out.set(a, run(transform, a, b));
    else {
      const entry = run(transform, a, b);
      for (const [k, v] of entry instanceof Map ? entry.entries() : Object.entries(entry as object)) {
        if (out.has(k)) throw new CelLibraryError(`insert failed: key ${String(k)} already exists`);
        out.set(k, v);
      }
    }
  }
  return out;
}

export function registerTwoVarComprehensions(env: Environment): void {
  const kinds: [Kind, number][] = [
    ['all', 1],
    ['exists', 1],
    ['existsOne', 1],
    ['transformList', 1],
    ['transformList', 2],
    ['transformMap', 1],
    ['transformMap', 2],
    ['transformMapEntry', 1],
    ['transformMapEntry', 2],
  ];
  for (const [kind, bodies] of kinds) {
    const params = ['ast', 'ast', ...Array.from({ length: bodies }, () => 'ast')].join(', ');
    const handler = ({ args, receiver }: { args: Any[]; receiver: Any }): Macro => ({
      receiver,
      first: identifier(args[0], kind),
      second: identifier(args[1], kind),
      body: args.slice(2),
      typeCheck: (checker, macro, ctx) => checkMacro(kind, checker, macro, ctx),
      evaluate: (ev, macro, ctx) => evaluateMacro(kind, ev, macro, ctx),
    });
    env.registerFunction(`list.${kind}(${params}): dyn`, handler as never);
  }
}

interface OptionalMacro {
  receiver: Any;
  variable: string;
  body: Any;
  scope?: Any;
  typeCheck(checker: Any, macro: OptionalMacro, ctx: Any): Any;
  evaluate(ev: Any, macro: OptionalMacro, ctx: Any): unknown;
}

/**
 * `optMap(x, expr)` and `optFlatMap(x, expr)` of the optional types library: with a value, bind
 * it to x and wrap expr's result (optMap) or return expr's optional (optFlatMap); without, none.
 */
export function registerOptionalMacros(env: Environment, optional: { of(v: unknown): unknown; none(): unknown }): void {
  for (const flat of [false, true]) {
    const name = flat ? 'optFlatMap' : 'optMap';
    const handler = ({ args, receiver }: { args: Any[]; receiver: Any }): OptionalMacro => ({
      receiver,
      variable: identifier(args[0], name),
      body: args[1],
      typeCheck(checker, macro, ctx) {
        const receiverType = checker.check(macro.receiver, ctx);
        const valueType = receiverType.kind === 'optional' ? receiverType.valueType : checker.dynType;
        macro.scope = ctx.forkWithVariable(macro.variable, valueType);
        const bodyType = checker.check(macro.body, macro.scope);
        if (flat) return bodyType.kind === 'optional' || bodyType.kind === 'dyn' ? bodyType : checker.getType('optional');
        return checker.registry.getOptionalType(bodyType);
      },
      evaluate(ev, macro, ctx) {
        const target = ev.run(macro.receiver, ctx) as { hasValue(): boolean; value(): unknown };
        if (!target.hasValue()) return optional.none();
        const result = ev.run(macro.body, macro.scope.reuse(ctx).setIterValue(target.value(), ev));
        return flat ? result : optional.of(result);
      },
    });
    env.registerFunction(`optional.${name}(ast, ast): dyn`, handler as never);
  }
}
