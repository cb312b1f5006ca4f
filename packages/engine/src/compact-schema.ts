import type { ArrayNode, MapNode, ObjectNode, SchemaNode } from './schema.js';

/**
 * Schemas in a compact, JSON-shaped form, as a generator writes them from the API server's
 * published OpenAPI documents (`scripts/generate-builtin-schemas.ts`), and the compiler that
 * turns them into the engine's own `SchemaNode`s. The generated data belongs to the ruleset;
 * this is only the mechanism, so that generated and hand-written schemas are decoded,
 * completed and hovered by the same code.
 *
 * A node is one of:
 *  - a scalar type name: `string`, `boolean`, `int32`, `int64`, `number`, `int-or-string`,
 *    `quantity`, `time`, `microtime`, `bytes` (base64), `any` (free-form JSON);
 *  - `#<name>`: a named type of `types` (named types may refer to themselves);
 *  - `{ a: item, k?: [keys] }`: a list (`k`: the keys of a list of type map);
 *  - `{ m: value }`: a map with string keys;
 *  - `{ f: { field: node }, r?: [required], z?: [structs] }`: an object with these fields and no
 *    others (`z`: the fields that are Go structs, not pointers, and so are validated as empty
 *    objects when left out).
 */
export type CompactNode =
  | string
  | { readonly a: CompactNode; readonly k?: readonly string[] }
  | { readonly m: CompactNode }
  | { readonly f: Readonly<Record<string, CompactNode>>; readonly r?: readonly string[]; readonly z?: readonly string[] };

export interface CompactKind {
  /** The full API group (`''` for the core group, `apps`, `networking.k8s.io`). */
  readonly group: string;
  readonly version: string;
  readonly kind: string;
  readonly namespaced: boolean;
  /** The named type of the kind's object. */
  readonly type: string;
  /** The kind has a `status` subresource. */
  readonly status?: boolean;
  /** The resource (plural, lowercase) that serves the kind: `deployments`, `networkpolicies`. */
  readonly resource?: string;
}

export interface CompactSchemaData {
  readonly kinds: readonly CompactKind[];
  readonly types: Readonly<Record<string, CompactNode>>;
}

const SCALARS: Readonly<Record<string, SchemaNode>> = {
  string: { type: 'string' },
  boolean: { type: 'boolean' },
  int32: { type: 'int32' },
  int64: { type: 'int64' },
  number: { type: 'number' },
  'int-or-string': { type: 'int-or-string' },
  quantity: { type: 'quantity' },
  time: { type: 'string', format: 'time' },
  microtime: { type: 'string', format: 'microtime' },
  bytes: { type: 'string', format: 'bytes' },
  any: { type: 'any' },
};

function objectNode(
  fields: Record<string, SchemaNode>,
  compact: { readonly r?: readonly string[]; readonly z?: readonly string[] },
): ObjectNode {
  const node: ObjectNode = { type: 'object', fields };
  if (compact.r) node.required = compact.r;
  if (compact.z) node.structs = compact.z;
  return node;
}

/**
 * Compiles named types on demand, each once: every use of a named type shares one node,
 * which keeps memory small and lets the decoder cache its walk per node.
 */
export class CompactSchemas {
  private readonly named = new Map<string, SchemaNode>();

  constructor(readonly data: CompactSchemaData) {}

  /** The schema of a named type; throws on a name the data does not define (a generator bug). */
  type(name: string): SchemaNode {
    const known = this.named.get(name);
    if (known) return known;
    const compact = this.data.types[name];
    if (compact === undefined) throw new Error(`compact schema: no type '${name}'`);
    if (typeof compact === 'string') {
      const node = this.node(compact);
      this.named.set(name, node);
      return node;
    }
    if ('f' in compact) {
      // Registered before its fields are compiled, so that a type may contain itself.
      const fields: Record<string, SchemaNode> = {};
      const node = objectNode(fields, compact);
      this.named.set(name, node);
      for (const key of Object.keys(compact.f)) fields[key] = this.node(compact.f[key]!);
      return node;
    }
    const node = this.node(compact);
    this.named.set(name, node);
    return node;
  }

  node(compact: CompactNode): SchemaNode {
    if (typeof compact === 'string') {
      if (compact.startsWith('#')) return this.type(compact.slice(1));
      const scalar = SCALARS[compact];
      if (!scalar) throw new Error(`compact schema: unknown scalar '${compact}'`);
      return scalar;
    }
    if ('a' in compact) {
      const node: ArrayNode = { type: 'array', items: this.node(compact.a) };
      if (compact.k) node.mapKeys = compact.k;
      return node;
    }
    if ('m' in compact) return { type: 'map', values: this.node(compact.m) } satisfies MapNode;
    const fields: Record<string, SchemaNode> = {};
    for (const key of Object.keys(compact.f)) fields[key] = this.node(compact.f[key]!);
    return objectNode(fields, compact);
  }
}

/**
 * One schema from a hand-written one (`preferred`) and a generated one (`fallback`) of the
 * same type. The hand-written schema wins where it says something: its types, formats,
 * descriptions and enums. The generated one fills in what it leaves out: the fields a
 * hand-written object does not list, and the whole of a part it leaves open or free-form.
 * An object is open only when both are, so that a partly modelled kind still reports
 * fields its published schema does not have. Its required fields are the hand-written ones,
 * or the published ones where the hand-written object is open (modelled in part only).
 */
export function mergeSchemas(
  preferred: SchemaNode,
  fallback: SchemaNode,
  seen = new Map<SchemaNode, Map<SchemaNode, SchemaNode>>(),
): SchemaNode {
  if (preferred === fallback) return preferred;
  if (preferred.type === 'any') return preferred.description ? { ...fallback, description: preferred.description } : fallback;
  const pair = seen.get(preferred)?.get(fallback);
  if (pair) return pair;
  const remember = (node: SchemaNode): SchemaNode => {
    let inner = seen.get(preferred);
    if (!inner) seen.set(preferred, (inner = new Map()));
    inner.set(fallback, node);
    return node;
  };
  if (preferred.type === 'object' && fallback.type === 'object') {
    const fields: Record<string, SchemaNode> = {};
    const merged: ObjectNode = { ...preferred, fields };
    if (!(preferred.open && fallback.open)) delete merged.open;
    // A closed hand-written object models its type fully, and its rules say what is required; an
    // open one models a part only (a pod spec's volumes), so the published required fields still apply.
    if (!merged.required && fallback.required && preferred.open) merged.required = fallback.required;
    if (!merged.structs && fallback.structs && preferred.open) merged.structs = fallback.structs;
    remember(merged);
    for (const key of Object.keys(fallback.fields)) {
      const mine = Object.hasOwn(preferred.fields, key) ? preferred.fields[key] : undefined;
      fields[key] = mine ? mergeSchemas(mine, fallback.fields[key]!, seen) : fallback.fields[key]!;
    }
    // Fields only the hand-written schema knows (for example fields of a newer or gated API) stay.
    for (const key of Object.keys(preferred.fields)) if (!(key in fields)) fields[key] = preferred.fields[key]!;
    return merged;
  }
  if (preferred.type === 'array' && fallback.type === 'array') {
    const merged: ArrayNode = { ...preferred, items: preferred.items };
    if (!merged.mapKeys && fallback.mapKeys) merged.mapKeys = fallback.mapKeys;
    remember(merged);
    merged.items = mergeSchemas(preferred.items, fallback.items, seen);
    return merged;
  }
  if (preferred.type === 'map' && fallback.type === 'map') {
    const merged: MapNode = { ...preferred };
    remember(merged);
    merged.values = mergeSchemas(preferred.values, fallback.values, seen);
    return merged;
  }
  return preferred;
}
