import { MAX_REQUEST_SIZE_BYTES, type CelTypeInfo } from './schema.js';

/**
 * A static worst-case cost estimate following cel-go's checker/cost.go and the Kubernetes
 * libraries' estimator (k8s.io/apiserver/pkg/cel/library/cost.go), as the server runs them
 * (PresenceTestHasCost false). The rules, restated:
 * - literals 0; identifiers 1; a field selection 1 plus its operand; `has()` its operand only;
 * - a call costs its arguments plus 1, except: `==`, `!=`, `<`… on strings, bytes, lists and maps
 *   ceil(0.1 × the smaller size); `+` on strings ceil(0.1 × (sum of sizes)), on lists 1; `in` on a
 *   list its size; `contains` ceil(0.1 × size) × ceil(0.1 × substring size); `startsWith`/`endsWith`
 *   ceil(0.1 × argument size); `matches`, `find`, `findAll` ceil(0.1 × (size + 1)) ×
 *   ceil(0.25 × pattern size); `lowerAscii`, `upperAscii`, `substring`, `trim`, `url`, `ip`,
 *   `cidr`, `isIP`, `isCIDR`, `format` ceil(0.1 × size); `replace`, `split`, `ip.isCanonical`
 *   ceil(0.2 × size); `join` ceil(0.1 × list size × element size); `isSorted`, `sum`, `min`,
 *   `max`, `indexOf`, `lastIndexOf` the list size × (1 + ceil(0.1 × element size) for strings);
 *   an authorizer `check` 350,000;
 * - list literals 10, map literals 30, plus their entries; `cel.bind` 10 plus its parts;
 * - a comprehension costs its range, its initial accumulator and its result, plus the range's
 *   element count × (loop condition + loop step) of the macro's expansion: `all`/`exists` add 3
 *   and 4 per element, `exists_one` 2, `map`/`transformList` 12, `filter` 13, to the body's cost.
 * Sizes come from the declared types: a schema's maxLength (× 4 bytes… as SchemaDeclType),
 * maxItems and maxProperties, or the request size divided by the smallest element where they are
 * absent; a value of unknown size (dyn, results of most functions) is taken as unbounded, as cel-go
 * takes it. Approximations (docs/cel.md): the estimate walks cel-js's parsed expression, not a
 * checked cel-go AST, so overloads are recognised by function name and the operands' declared types;
 * sizes are tracked through variables, selections, indexes, iteration variables, literals and
 * string concatenation only.
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

/** cel-go's unknown size (math.MaxUint64), kept finite and saturating in JavaScript numbers. */
const UNBOUNDED = Number.MAX_SAFE_INTEGER;
const STRING_TRAVERSAL = 0.1;
const REGEX_LENGTH = 0.25;

interface Estimate {
  min: number;
  max: number;
  /** Size (string bytes, list or map entries) when known. */
  size?: number;
  /** The value's type when known (for element sizes and field types). */
  type?: CelTypeInfo;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- cel-js's AST nodes are untyped in its declarations. */
type Node = any;

const add = (...values: number[]): number =>
  Math.min(
    UNBOUNDED,
    values.reduce((a, b) => a + b, 0),
  );
const mul = (a: number, b: number): number => (a === 0 || b === 0 ? 0 : Math.min(UNBOUNDED, a * b));
const factor = (size: number, f: number): number => Math.min(UNBOUNDED, Math.ceil(size * f));

const SCALARS = new Set(['int', 'uint', 'double', 'bool', 'null', 'google.protobuf.Duration', 'google.protobuf.Timestamp']);

function sizeOf(e: Estimate | undefined): number {
  if (!e) return UNBOUNDED;
  if (e.size !== undefined) return e.size;
  const t = e.type;
  if (!t) return UNBOUNDED;
  if (SCALARS.has(t.name)) return 1;
  if (t.kind === 'object') return 1;
  return t.maxElements;
}

const STRING_TYPE = (size: number): CelTypeInfo => ({ name: 'string', kind: 'scalar', maxElements: size, minSerializedSize: 2 });
const MAP_KEY: CelTypeInfo = STRING_TYPE(MAX_REQUEST_SIZE_BYTES - 2);
const INT: CelTypeInfo = { name: 'int', kind: 'scalar', maxElements: 0, minSerializedSize: 1 };

const LIBRARY_EQUALITY: Record<string, (left: Estimate, right: Estimate) => number> = {
  'kubernetes.Quantity': () => 1,
  'net.IP': () => 1,
  'net.CIDR': () => 1,
  'kubernetes.Semver': () => 1,
  'kubernetes.NamedFormat': () => factor(64, STRING_TRAVERSAL),
  'kubernetes.URL': (left, right) => factor(Math.max(left.size ?? 1, right.size ?? 1), STRING_TRAVERSAL),
};

const COMPARISONS = new Set(['==', '!=', '<', '<=', '>', '>=']);
/** Per macro: [cost per element besides the body, fixed cost besides the range] of its expansion. */
const ONE_VAR_MACROS: Record<string, [number, number]> = {
  all: [3, 1],
  exists: [4, 1],
  exists_one: [2, 2],
  map: [12, 11],
  filter: [13, 11],
};
const TWO_VAR_MACROS: Record<string, [number, number]> = {
  all: [3, 1],
  exists: [4, 1],
  existsOne: [2, 2],
  transformList: [12, 11],
  transformMap: [12, 31],
  transformMapEntry: [12, 31],
};
const LIST_TRAVERSALS = new Set(['isSorted', 'sum', 'min', 'max', 'indexOf', 'lastIndexOf']);
const SIZE_TENTH = new Set(['lowerAscii', 'upperAscii', 'substring', 'trim', 'cidr', 'isIP', 'isCIDR']);

class Estimator {
  private readonly scopes: Map<string, CelTypeInfo | undefined>[] = [];

  constructor(private readonly variables: Record<string, CelTypeInfo>) {}

  private lookup(name: string): CelTypeInfo | undefined {
    for (let i = this.scopes.length - 1; i >= 0; i--) if (this.scopes[i]!.has(name)) return this.scopes[i]!.get(name);
    return this.variables[name];
  }

  estimate(node: Node): Estimate {
    const e = this.estimateNode(node);
    if (e.size !== undefined || e.type) return e;
    // The checker's type of the node: scalars have size 1 (cel-go's computeTypeSize).
    const checked = node?.checkedType?.name;
    return typeof checked === 'string' && SCALARS.has(checked) ? { ...e, size: 1 } : e;
  }

  private estimateNode(node: Node): Estimate {
    if (!node || typeof node !== 'object') return { min: 0, max: 0 };
    const args = node.args;
    switch (node.op) {
      case 'value':
        if (typeof args === 'string')
          return { min: 0, max: 0, size: new TextEncoder().encode(args).length, type: STRING_TYPE(args.length) };
        if (typeof args === 'bigint') return { min: 0, max: 0, type: INT };
        return { min: 0, max: 0, size: args instanceof Uint8Array ? args.length : 1 };
      case 'id': {
        const type = this.lookup(args);
        return { min: 1, max: 1, ...(type ? { type } : {}) };
      }
      case '.':
      case '.?': {
        const left = this.estimate(args[0]);
        const field = left.type?.fields?.[args[1]] ?? (left.type?.kind === 'map' ? left.type.element : undefined);
        const selectCost = left.type?.kind === 'list' ? 0 : 1;
        return { min: add(left.min, selectCost), max: add(left.max, selectCost), ...(field ? { type: field } : {}) };
      }
      case '[]':
      case '[?]': {
        const left = this.estimate(args[0]);
        const index = this.estimate(args[1]);
        const element = left.type?.element;
        return { min: add(left.min, index.min, 1), max: add(left.max, index.max, 1), ...(element ? { type: element } : {}) };
      }
      case 'list': {
        const items = (args as Node[]).map((n) => this.estimate(n));
        const elementSize = Math.max(0, ...items.map(sizeOf));
        const element = items[0]?.type ?? (items.length > 0 ? STRING_TYPE(elementSize) : undefined);
        return {
          min: add(...items.map((i) => i.min), 10),
          max: add(...items.map((i) => i.max), 10),
          size: items.length,
          type: { name: 'list', kind: 'list', maxElements: items.length, minSerializedSize: 2, ...(element ? { element } : {}) },
        };
      }
      case 'map': {
        const entries = (args as Node[][]).flatMap(([k, v]) => [this.estimate(k), this.estimate(v)]);
        const values = entries.filter((_, i) => i % 2 === 1);
        const keySize = Math.max(0, ...entries.filter((_, i) => i % 2 === 0).map(sizeOf));
        return {
          min: add(...entries.map((e) => e.min), 30),
          max: add(...entries.map((e) => e.max), 30),
          size: values.length,
          type: {
            name: 'map',
            kind: 'map',
            maxElements: values.length,
            minSerializedSize: 2,
            ...(values[0]?.type ? { element: values[0].type } : {}),
            key: STRING_TYPE(keySize),
          },
        };
      }
      case '?:': {
        const [c, a, b] = (args as Node[]).map((n) => this.estimate(n));
        const size = Math.max(sizeOf(a), sizeOf(b));
        return {
          min: add(c!.min, Math.min(a!.min, b!.min)),
          max: add(c!.max, Math.max(a!.max, b!.max)),
          size,
          ...(a!.type ? { type: a!.type } : {}),
        };
      }
      case '&&':
      case '||': {
        const [a, b] = (args as Node[]).map((n) => this.estimate(n));
        return { min: a!.min, max: add(a!.max, b!.max) };
      }
      case '!_':
      case '-_': {
        const inner = this.estimate(args);
        return { min: add(inner.min, 1), max: add(inner.max, 1), ...(inner.type ? { type: inner.type } : {}) };
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
    const base = { min: add(left.min, right.min), max: add(left.max, right.max) };
    if (op === '+') {
      const size = add(sizeOf(left), sizeOf(right));
      const checked = args[0]?.checkedType;
      if (left.type?.kind === 'list' || checked?.kind === 'list') {
        const type: CelTypeInfo = { name: 'list', kind: 'list', minSerializedSize: 2, ...left.type, maxElements: size };
        return { min: add(base.min, 1), max: add(base.max, 1), size, type };
      }
      const textName = left.type?.name ?? checked?.name;
      if (textName === 'string' || textName === 'bytes') {
        const type: CelTypeInfo = { name: textName, kind: 'scalar', maxElements: size, minSerializedSize: 2 };
        return { min: add(base.min, 1), max: add(base.max, factor(size, STRING_TRAVERSAL)), size, type };
      }
      return { min: add(base.min, 1), max: add(base.max, 1), ...(left.type ? { type: left.type } : {}) };
    }
    if ((op === '==' || op === '!=') && typeof args[0]?.checkedType?.name === 'string' && LIBRARY_EQUALITY[args[0].checkedType.name]) {
      // The Kubernetes estimator's equality of its own types (library/cost.go).
      const cost = LIBRARY_EQUALITY[args[0].checkedType.name]!(left, right);
      return { min: add(base.min, 1), max: add(base.max, cost) };
    }
    if (COMPARISONS.has(op)) {
      const smallest = Math.min(sizeOf(left), sizeOf(right));
      const cost = factor(smallest, STRING_TRAVERSAL);
      return { min: add(base.min, smallest > 0 ? 1 : 0), max: add(base.max, cost) };
    }
    if (op === 'in') return { min: add(base.min, 1), max: add(base.max, right.type?.kind === 'list' ? sizeOf(right) : 1) };
    return { min: add(base.min, 1), max: add(base.max, 1), ...(left.type ? { type: left.type } : {}) };
  }

  private call(name: string, receiver: Node | undefined, argNodes: Node[]): Estimate {
    if (receiver && argNodes.length >= 2 && argNodes[0]?.op === 'id') {
      const twoVar =
        argNodes.length >= 3 && argNodes[1]?.op === 'id' && Object.hasOwn(TWO_VAR_MACROS, name) && !(name === 'map' || name === 'filter');
      if (twoVar) return this.comprehension(receiver, [argNodes[0].args, argNodes[1].args], argNodes.slice(2), TWO_VAR_MACROS[name]!);
      if (Object.hasOwn(ONE_VAR_MACROS, name))
        return this.comprehension(receiver, [argNodes[0].args], argNodes.slice(1), ONE_VAR_MACROS[name]!);
    }
    if (!receiver && name === 'has') return this.estimate(argNodes[0]?.args?.[0]);
    if (receiver?.op === 'id' && receiver.args === 'cel' && name === 'bind' && argNodes[0]?.op === 'id') {
      const init = this.estimate(argNodes[1]);
      this.scopes.push(new Map([[argNodes[0].args, init.type]]));
      const body = this.estimate(argNodes[2]);
      this.scopes.pop();
      return { min: add(10, init.min, body.min), max: add(10, init.max, body.max), ...(body.type ? { type: body.type } : {}) };
    }
    const namespaced = receiver?.op === 'id' && ['sets', 'strings', 'format', 'ip', 'optional', 'math'].includes(receiver.args);
    const target = receiver && !namespaced ? this.estimate(receiver) : undefined;
    const args = argNodes.map((n) => this.estimate(n));
    const parts = [...(target ? [target] : []), ...args];
    const base = { min: add(...parts.map((p) => p.min)), max: add(...parts.map((p) => p.max)) };
    const result = (cost: number, extra: Partial<Estimate> = {}): Estimate => ({
      min: add(base.min, Math.min(cost, 1)),
      max: add(base.max, cost),
      ...extra,
    });
    const textSize = sizeOf(target ?? args[0]);
    if (name === 'dyn' && !receiver)
      return { min: add(base.min, 1), max: add(base.max, 1), ...(args[0]?.type ? { type: args[0].type } : {}) };
    if (name === 'check') return result(350_000);
    if (name === 'matches' || name === 'find' || name === 'findAll') {
      const pattern = target ? args[0] : args[1];
      return result(mul(factor(add(textSize, 1), STRING_TRAVERSAL), factor(sizeOf(pattern), REGEX_LENGTH)));
    }
    if (name === 'contains' && target)
      return result(mul(factor(sizeOf(target), STRING_TRAVERSAL), factor(sizeOf(args[0]), STRING_TRAVERSAL)));
    if ((name === 'startsWith' || name === 'endsWith') && target) return result(factor(sizeOf(args[0]), STRING_TRAVERSAL));
    if (SIZE_TENTH.has(name) || (name === 'ip' && !target) || (name === 'format' && target?.type?.name === 'string')) {
      const keepsType = target?.type?.name === 'string' && name !== 'isURL';
      return result(factor(textSize, STRING_TRAVERSAL), keepsType ? { size: textSize, type: target!.type! } : {});
    }
    if (['quantity', 'isQuantity', 'semver', 'isSemver'].includes(name) && !target)
      return result(factor(sizeOf(args[0]), STRING_TRAVERSAL));
    if (name === 'url' && !target) return result(factor(sizeOf(args[0]), STRING_TRAVERSAL), { size: sizeOf(args[0]) });
    // validate: ceil(0.1 × size) × MaxNameFormatRegexSize (128) × 0.25.
    if (name === 'validate' && target) return result(factor(factor(sizeOf(args[0]), STRING_TRAVERSAL), 128 * REGEX_LENGTH));
    if (name === 'replace' || name === 'split') return result(factor(textSize, 2 * STRING_TRAVERSAL));
    if (name === 'isCanonical') return result(factor(sizeOf(args[0]), 2 * STRING_TRAVERSAL));
    if (name === 'join' && target) {
      const element: Estimate = { min: 0, max: 0, ...(target.type?.element ? { type: target.type.element } : {}) };
      return result(factor(mul(sizeOf(target), sizeOf(element)), STRING_TRAVERSAL));
    }
    if (LIST_TRAVERSALS.has(name) && target) {
      if (target.type?.kind !== 'list') return result(factor(sizeOf(target), STRING_TRAVERSAL));
      const element = target.type.element;
      const elementCost =
        element?.name === 'string' || element?.name === 'bytes' ? add(1, factor(element.maxElements, STRING_TRAVERSAL)) : 1;
      return result(
        mul(sizeOf(target), elementCost),
        element && name !== 'indexOf' && name !== 'lastIndexOf' && name !== 'isSorted' ? { type: element } : {},
      );
    }
    if (name === 'size') return result(1, { type: INT });
    return result(1);
  }

  private comprehension(receiver: Node, variables: string[], bodies: Node[], [perElementOverhead, fixed]: [number, number]): Estimate {
    const range = this.estimate(receiver);
    const rangeType = range.type;
    const scope = new Map<string, CelTypeInfo | undefined>();
    // Map keys: a schema map's keys have size 0 for the server's estimator, a literal's its longest key, others are unbounded.
    const key = rangeType?.kind === 'map' ? (rangeType.key ?? MAP_KEY) : undefined;
    if (variables.length === 2) {
      scope.set(variables[0]!, key ?? INT);
      scope.set(variables[1]!, rangeType?.element);
    } else {
      scope.set(variables[0]!, key ?? rangeType?.element);
    }
    this.scopes.push(scope);
    const body = bodies.map((n) => this.estimate(n));
    this.scopes.pop();
    const perElement = add(...body.map((b) => b.max), perElementOverhead);
    const count = sizeOf(range);
    return { min: add(range.min, 1), max: add(range.max, fixed, mul(count, perElement)) };
  }
}

export function estimateCost(
  ast: unknown,
  variables: Record<string, CelTypeInfo>,
  options: { cardinality: number; limit: number },
): CostEstimate {
  const estimate = new Estimator(variables).estimate(ast);
  const max = Math.ceil(estimate.max);
  const total = mul(max, options.cardinality);
  return { min: Math.ceil(estimate.min), max, total, exceedsLimit: total > options.limit, limit: options.limit };
}
