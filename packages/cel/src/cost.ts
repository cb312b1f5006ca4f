import type { CelTypeInfo } from './schema.js';

/**
 * A static worst-case cost estimate in the manner of cel-go's checker/cost.go as the server runs it
 * (PresenceTestHasCost false): each identifier, field selection, index and call costs 1; a list
 * literal 10, a map literal 30; string functions grow with the string's size (0.1 per byte, the
 * StringTraversalCostFactor); regular expressions with the string and pattern sizes; a
 * comprehension (all, exists, exists_one, map, filter and the two-variable forms) costs its range
 * plus, per element, its body, the element count coming from the schema's maxItems/maxProperties
 * (or the request size divided by the smallest element, as the server bounds unbounded lists) and
 * strings' sizes from maxLength. Approximations, stated in docs/cel.md: the estimate walks
 * cel-js's parsed expression rather than cel-go's checked AST, library functions of the
 * Kubernetes libraries cost a flat 1 except string-size-dependent ones listed here, and a value's
 * size is tracked through identifiers, field selections, indexes and iteration variables only.
 */

export interface CostEstimate {
  min: number;
  max: number;
  /** `max` times the node's cardinality: what the server compares with the limit. */
  total: number;
  /** The estimate times the node's cardinality is over `limit`. */
  exceedsLimit: boolean;
  limit: number;
}

interface Estimate {
  min: number;
  max: number;
  /** The value's type and size bound when known. */
  type?: CelTypeInfo;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- cel-js's AST nodes are untyped in its declarations. */
type Node = any;

const STRING_TRAVERSAL = 0.1;
const MACROS_ONE_VAR = new Set(['all', 'exists', 'exists_one', 'existsOne', 'map', 'filter']);
const MACROS_TWO_VAR = new Set(['all', 'exists', 'existsOne', 'transformList', 'transformMap', 'transformMapEntry']);
const STRING_SIZE_FUNCTIONS = new Set(['contains', 'startsWith', 'endsWith', 'lowerAscii', 'upperAscii', 'trim', 'replace', 'split']);

const sum = (...estimates: Estimate[]): { min: number; max: number } => ({
  min: estimates.reduce((n, e) => n + e.min, 0),
  max: estimates.reduce((n, e) => n + e.max, 0),
});

const sizeOf = (e: Estimate): number => e.type?.maxElements ?? 0;

class Estimator {
  private readonly scopes: Map<string, CelTypeInfo | undefined>[] = [];

  constructor(private readonly variables: Record<string, CelTypeInfo>) {}

  private lookup(name: string): CelTypeInfo | undefined {
    for (let i = this.scopes.length - 1; i >= 0; i--) if (this.scopes[i]!.has(name)) return this.scopes[i]!.get(name);
    return this.variables[name];
  }

  estimate(node: Node): Estimate {
    if (!node || typeof node !== 'object') return { min: 0, max: 0 };
    const args = node.args;
    switch (node.op) {
      case 'value':
        return {
          min: 0,
          max: 0,
          ...(typeof args === 'string' ? { type: { name: 'string', kind: 'scalar', maxElements: args.length, minSerializedSize: 2 } } : {}),
        } as Estimate;
      case 'id': {
        const type = this.lookup(args);
        return { min: 1, max: 1, ...(type ? { type } : {}) };
      }
      case '.':
      case '.?': {
        const left = this.estimate(args[0]);
        const field = left.type?.fields?.[args[1]];
        return { min: left.min + 1, max: left.max + 1, ...(field ? { type: field } : {}) };
      }
      case '[]':
      case '[?]': {
        const left = this.estimate(args[0]);
        const index = this.estimate(args[1]);
        const element = left.type?.element;
        return { ...sum(left, index, { min: 1, max: 1 }), ...(element ? { type: element } : {}) };
      }
      case 'list': {
        const items = (args as Node[]).map((n) => this.estimate(n));
        const total = sum(...items, { min: 10, max: 10 });
        return { ...total, type: { name: 'list', kind: 'list', maxElements: items.length, minSerializedSize: 2 } };
      }
      case 'map': {
        const entries = (args as Node[][]).flatMap(([k, v]) => [this.estimate(k), this.estimate(v)]);
        const total = sum(...entries, { min: 30, max: 30 });
        return { ...total, type: { name: 'map', kind: 'map', maxElements: entries.length / 2, minSerializedSize: 2 } };
      }
      case '?:': {
        const [c, a, b] = (args as Node[]).map((n) => this.estimate(n));
        return { min: c!.min + Math.min(a!.min, b!.min), max: c!.max + Math.max(a!.max, b!.max), ...(a!.type ? { type: a!.type } : {}) };
      }
      case '&&':
      case '||': {
        const [a, b] = (args as Node[]).map((n) => this.estimate(n));
        return { min: a!.min, max: a!.max + b!.max };
      }
      case '!_':
      case '-_': {
        const inner = this.estimate(args);
        return { min: inner.min + 1, max: inner.max + 1 };
      }
      case 'call':
        return this.call(args[0], undefined, args[1]);
      case 'rcall':
        return this.call(args[0], args[1], args[2]);
      default:
        if (Array.isArray(args) && args.length === 2) return this.binary(node.op, args);
        return { min: 1, max: 1 };
    }
  }

  private binary(op: string, args: Node[]): Estimate {
    const left = this.estimate(args[0]);
    const right = this.estimate(args[1]);
    let extra = 1;
    const stringLike = left.type?.name === 'string' || right.type?.name === 'string';
    if (op === '+' && (stringLike || left.type?.kind === 'list')) {
      extra += Math.ceil((sizeOf(left) + sizeOf(right)) * STRING_TRAVERSAL);
      const type = left.type ? { ...left.type, maxElements: sizeOf(left) + sizeOf(right) } : undefined;
      return { ...sum(left, right), max: left.max + right.max + extra, min: left.min + right.min + 1, ...(type ? { type } : {}) };
    }
    if ((op === '==' || op === '!=') && stringLike) extra += Math.ceil(Math.min(sizeOf(left), sizeOf(right)) * STRING_TRAVERSAL);
    if (op === 'in' && right.type?.kind === 'list') extra += sizeOf(right);
    return { min: left.min + right.min + 1, max: left.max + right.max + extra };
  }

  private call(name: string, receiver: Node | undefined, argNodes: Node[]): Estimate {
    if (receiver && name === 'all' && argNodes.length === 0) return { min: 1, max: 1 };
    if (receiver && (MACROS_ONE_VAR.has(name) || MACROS_TWO_VAR.has(name)) && argNodes.length >= 2 && argNodes[0]?.op === 'id') {
      return this.comprehension(name, receiver, argNodes);
    }
    if (!receiver && name === 'has') return { min: 0, max: 0 };
    const target = receiver ? this.estimate(receiver) : undefined;
    const args = argNodes.map((n) => this.estimate(n));
    const base = sum(...(target ? [target] : []), ...args);
    let callCost = 1;
    if (target && STRING_SIZE_FUNCTIONS.has(name)) {
      callCost += Math.ceil(sizeOf(target) * STRING_TRAVERSAL);
    } else if (name === 'matches' || name === 'find' || name === 'findAll') {
      const text = target ?? args[0];
      const pattern = target ? args[0] : args[1];
      callCost += Math.ceil(sizeOf(text ?? { min: 0, max: 0 }) * sizeOf(pattern ?? { min: 0, max: 0 }) * STRING_TRAVERSAL);
    } else if (target?.type?.kind === 'list' && ['isSorted', 'sum', 'min', 'max', 'indexOf', 'lastIndexOf', 'join'].includes(name)) {
      callCost += sizeOf(target);
    } else if (name === 'contains' || name === 'equivalent' || name === 'intersects') {
      callCost += args.reduce((n, a) => n * Math.max(1, sizeOf(a)), 1);
    }
    const type =
      target?.type?.name === 'string' && ['lowerAscii', 'upperAscii', 'trim', 'substring', 'replace'].includes(name)
        ? target.type
        : undefined;
    return { min: base.min + 1, max: base.max + callCost, ...(type ? { type } : {}) };
  }

  private comprehension(name: string, receiver: Node, argNodes: Node[]): Estimate {
    const range = this.estimate(receiver);
    const twoVar = argNodes.length >= 3 && argNodes[1]?.op === 'id' && name !== 'map';
    const variables = twoVar ? [argNodes[0].args, argNodes[1].args] : [argNodes[0].args];
    const bodies = argNodes.slice(variables.length);
    const rangeType = range.type;
    const scope = new Map<string, CelTypeInfo | undefined>();
    if (twoVar) {
      scope.set(
        variables[0],
        rangeType?.kind === 'map' ? { name: 'string', kind: 'scalar', maxElements: 0, minSerializedSize: 2 } : undefined,
      );
      scope.set(variables[1], rangeType?.element);
    } else {
      scope.set(
        variables[0],
        rangeType?.kind === 'map' ? { name: 'string', kind: 'scalar', maxElements: 0, minSerializedSize: 2 } : rangeType?.element,
      );
    }
    this.scopes.push(scope);
    const body = bodies.map((n) => this.estimate(n));
    this.scopes.pop();
    const perElement = sum(...body, { min: 1, max: 1 });
    // Unknown ranges (dyn) are bounded by the request size, as the server bounds unbounded lists.
    const elements = rangeType ? rangeType.maxElements : Math.floor((3 * 1024 * 1024 - 2) / 2);
    return { min: range.min + 1, max: range.max + 1 + elements * perElement.max };
  }
}

export function estimateCost(
  ast: unknown,
  variables: Record<string, CelTypeInfo>,
  options: { cardinality: number; limit: number },
): CostEstimate {
  const estimate = new Estimator(variables).estimate(ast);
  const max = Math.ceil(estimate.max);
  const total = max * options.cardinality;
  return { min: Math.ceil(estimate.min), max, total, exceedsLimit: total > options.limit, limit: options.limit };
}
