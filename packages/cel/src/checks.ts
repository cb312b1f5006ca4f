import { re2SyntaxError } from './lib/regex.js';
import { parseGoDuration } from './schema.js';

/**
 * Compile-time checks the Kubernetes environment adds on top of type-checking
 * (environment/base.go: ValidateRegexLiterals, ValidateDurationLiterals, ValidateTimestampLiterals),
 * and the refusal of functions cel-js offers that the Kubernetes environment does not declare.
 */

export interface NodeProblem {
  message: string;
  start: number;
  end: number;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- cel-js's AST nodes are untyped in its declarations. */
type Node = any;

/** Every AST node, depth first, without recursion. */
export function* nodes(root: unknown): Generator<Node> {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) stack.push(node[i]);
      continue;
    }
    if (!node || typeof node !== 'object' || !('op' in node)) continue;
    yield node;
    const args = (node as Node).args;
    if (Array.isArray(args)) stack.push(args);
    else if (args && typeof args === 'object' && 'op' in args) stack.push(args);
  }
}

/** cel-js built-ins and Plumbline's internal helpers that a Kubernetes expression cannot call. */
const NOT_IN_KUBERNETES = new Set(['json', 'hex', 'base64', 'at', 're2Matches', 'asciiOnlyLower', 'asciiOnlyUpper', 'goTrimSpace']);

const literal = (node: Node): string | undefined => (node?.op === 'value' && typeof node.args === 'string' ? node.args : undefined);

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/i;

export function kubernetesProblems(ast: unknown): NodeProblem[] {
  const problems: NodeProblem[] = [];
  const at = (node: Node, message: string): void => {
    problems.push({ message, start: node.start ?? 0, end: node.end ?? node.start ?? 0 });
  };
  for (const node of nodes(ast)) {
    if (node.op !== 'call' && node.op !== 'rcall') continue;
    const name: string = node.args[0];
    const args: Node[] = node.op === 'rcall' ? node.args[2] : node.args[1];
    const member = node.op === 'rcall';
    if (member && (NOT_IN_KUBERNETES.has(name) || (name === 'string' && args.length === 0))) {
      at(node, `undeclared reference to '${name}' (in container '')`);
      continue;
    }
    const pattern = member && ['matches', 'find', 'findAll'].includes(name) ? args[0] : !member && name === 'matches' ? args[1] : undefined;
    const patternText = literal(pattern);
    if (patternText !== undefined) {
      const problem = re2SyntaxError(patternText);
      if (problem) at(pattern, `invalid ${name} argument: ${problem}`);
    }
    const text = literal(args[0]);
    if (!member && name === 'duration' && text !== undefined && !parseGoDuration(text)) {
      at(args[0], `invalid duration argument: time: invalid duration ${JSON.stringify(text)}`);
    }
    if (!member && name === 'timestamp' && text !== undefined && (!RFC3339.test(text) || Number.isNaN(Date.parse(text)))) {
      at(args[0], `invalid timestamp argument: ${JSON.stringify(text)} is not an RFC 3339 timestamp`);
    }
  }
  return problems;
}

/** The expression refers to the variable `name` outside string literals (e.g. oldSelf, making a transition rule). */
export function refersTo(ast: unknown, name: string): boolean {
  for (const node of nodes(ast)) if (node.op === 'id' && node.args === name) return true;
  return false;
}
