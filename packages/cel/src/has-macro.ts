import { nodes } from './checks.js';

/**
 * `has(e.f)` as cel-go expands it: `e` is any expression, evaluated normally, and the macro tests
 * whether the value has the field `f` (parser/macro.go makeHas: the argument must be a field
 * selection; the operand is not restricted). cel-js accepts only a variable path (`has(a.b.c)`)
 * and refuses `has(self.rules[0].matches)` or `has(self[0].matches)`, which Gateway API CRDs use
 * and the API server compiles. After parsing, each `has` call's macro is given this type check and
 * evaluation; a variable path behaves as before, since evaluating `a.b` and testing `c` is what
 * cel-js did for it.
 */

/* eslint-disable @typescript-eslint/no-explicit-any -- cel-js's checker, evaluator and AST nodes are untyped in its declarations. */
type Node = any;

const INVALID_ARGUMENT = 'has() invalid argument';

function typeCheck(checker: Node, macro: Node, ctx: Node): unknown {
  const select = macro.args[0];
  if (select?.op !== '.' && select?.op !== '.?') throw checker.createError('invalid_macro_argument', INVALID_ARGUMENT, select);
  // Checks the operand and the field (an undeclared field of an object type is a compile error, as in cel-go).
  checker.check(select, ctx);
  return checker.getType('bool');
}

function evaluate(ev: Node, macro: Node, ctx: Node): boolean {
  const select = macro.args[0];
  const operand = ev.run(select.args[0], ctx);
  return ev.debugType(operand).fieldLazy(operand, select.args[1], select, ev) !== undefined;
}

/** Points every `has()` of a parsed expression at cel-go's semantics; call before checking or running it. */
export function useSelectPresenceTest(root: unknown): void {
  for (const node of nodes(root)) {
    const macro = node.op === 'call' && node.args[0] === 'has' ? node.meta?.macro : undefined;
    if (macro && Array.isArray(macro.args) && macro.args.length === 1) {
      macro.typeCheck = typeCheck;
      macro.evaluate = evaluate;
      macro.async = false;
    }
  }
}
