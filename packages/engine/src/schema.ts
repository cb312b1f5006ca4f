/**
 * A small structural schema for each kind: the Go types the API server decodes a
 * request body into. It serves three purposes:
 *  1. decoding checks: the server refuses a body whose JSON types do not fit its Go
 *     struct before any validation runs (`json: cannot unmarshal string into ...`);
 *  2. unknown fields: the server drops them, strict clients such as kubectl refuse them;
 *  3. editor features: completion of keys and enum values, hover descriptions.
 * Enumerations listed here are documentation and completion only; rules enforce them,
 * because the server checks them in validation, not in decoding.
 */

export type ScalarFormat = 'time' | 'microtime' | 'quantity' | 'bytes';

interface NodeBase {
  description?: string;
  /** Values offered by completion; enforced by rules, not by the decoder. */
  enum?: readonly string[];
  deprecated?: string;
  /** A value never printed in a message (the values of a Secret): findings say what is wrong with it, not what it is. */
  sensitive?: true;
}

export interface StringNode extends NodeBase {
  type: 'string';
  format?: ScalarFormat;
}
export interface BooleanNode extends NodeBase {
  type: 'boolean';
}
export interface IntegerNode extends NodeBase {
  type: 'int32' | 'int64';
}
export interface NumberNode extends NodeBase {
  type: 'number';
}
export interface IntOrStringNode extends NodeBase {
  type: 'int-or-string';
}
/** `Quantity` decodes from a string or a number. */
export interface QuantityNode extends NodeBase {
  type: 'quantity';
}
/** Free-form JSON (RawExtension, `x-kubernetes-preserve-unknown-fields`). */
export interface AnyNode extends NodeBase {
  type: 'any';
}
export interface ObjectNode extends NodeBase {
  type: 'object';
  fields: Readonly<Record<string, SchemaNode>>;
  /** When true, fields not listed are not reported (parts of a kind Plumbline does not model). */
  open?: boolean;
  /**
   * Fields the published schema marks required. Documentation and completion only: the
   * server's validation code, not its decoder, decides what is required, and it does not
   * always agree with the published schema; rules enforce what it does.
   */
  required?: readonly string[];
  /**
   * Fields that are Go structs rather than pointers: left out, they are empty objects to the
   * server, whose required fields are still required.
   */
  structs?: readonly string[];
}
export interface MapNode extends NodeBase {
  type: 'map';
  values: SchemaNode;
}
export interface ArrayNode extends NodeBase {
  type: 'array';
  items: SchemaNode;
  /** `x-kubernetes-list-map-keys`: the fields that identify an item of a list of type map. */
  mapKeys?: readonly string[];
}

export type SchemaNode =
  | StringNode
  | BooleanNode
  | IntegerNode
  | NumberNode
  | IntOrStringNode
  | QuantityNode
  | AnyNode
  | ObjectNode
  | MapNode
  | ArrayNode;

type Extra = Omit<NodeBase, never>;

/** Builders, so that kind schemas read like the API reference. */
export const s = {
  string: (extra: Extra & { format?: ScalarFormat } = {}): StringNode => ({ type: 'string', ...extra }),
  enumOf: (values: readonly string[], extra: Extra = {}): StringNode => ({ type: 'string', enum: values, ...extra }),
  boolean: (extra: Extra = {}): BooleanNode => ({ type: 'boolean', ...extra }),
  int32: (extra: Extra = {}): IntegerNode => ({ type: 'int32', ...extra }),
  int64: (extra: Extra = {}): IntegerNode => ({ type: 'int64', ...extra }),
  number: (extra: Extra = {}): NumberNode => ({ type: 'number', ...extra }),
  intOrString: (extra: Extra = {}): IntOrStringNode => ({ type: 'int-or-string', ...extra }),
  quantity: (extra: Extra = {}): QuantityNode => ({ type: 'quantity', ...extra }),
  time: (extra: Extra = {}): StringNode => ({ type: 'string', format: 'time', ...extra }),
  microTime: (extra: Extra = {}): StringNode => ({ type: 'string', format: 'microtime', ...extra }),
  bytes: (extra: Extra = {}): StringNode => ({ type: 'string', format: 'bytes', ...extra }),
  any: (extra: Extra = {}): AnyNode => ({ type: 'any', ...extra }),
  object: (fields: Record<string, SchemaNode>, extra: Extra & { open?: boolean } = {}): ObjectNode => ({
    type: 'object',
    fields,
    ...extra,
  }),
  map: (values: SchemaNode, extra: Extra = {}): MapNode => ({ type: 'map', values, ...extra }),
  array: (items: SchemaNode, extra: Extra = {}): ArrayNode => ({ type: 'array', items, ...extra }),
  stringMap: (extra: Extra = {}): MapNode => ({ type: 'map', values: { type: 'string' }, ...extra }),
};

/** The schema node at a path of field names and indices; `undefined` when the path leaves the schema. */
export function schemaAt(root: SchemaNode, path: readonly (string | number | { key: string })[]): SchemaNode | undefined {
  let node: SchemaNode | undefined = root;
  for (const segment of path) {
    if (!node) return undefined;
    if (node.type === 'array') {
      node = node.items;
    } else if (node.type === 'map') {
      node = node.values;
    } else if (node.type === 'object') {
      const name = typeof segment === 'object' ? segment.key : String(segment);
      node = Object.hasOwn(node.fields, name) ? node.fields[name] : undefined;
    } else {
      return undefined;
    }
  }
  return node;
}

/** A human name for a schema node's Go type, as the server's decode errors name them. */
export function typeName(node: SchemaNode): string {
  switch (node.type) {
    case 'object':
      return 'object';
    case 'map':
      return `map of ${typeName(node.values)}`;
    case 'array':
      return `list of ${typeName(node.items)}`;
    case 'int-or-string':
      return 'integer or string';
    case 'quantity':
      return 'quantity';
    case 'any':
      return 'any';
    case 'string':
      if (node.format === 'time') return 'RFC 3339 time';
      if (node.format === 'microtime') return 'RFC 3339 time with microseconds';
      if (node.format === 'bytes') return 'base64 string';
      return 'string';
    default:
      return node.type;
  }
}

/**
 * Turns a path of plain steps (as read from YAML) into API path segments: steps that
 * cross a map become `{ key }` so that they print as `labels[app]`, the server's syntax.
 */
export function typedPath(root: SchemaNode, path: readonly (string | number | { key: string })[]): (string | number | { key: string })[] {
  const out: (string | number | { key: string })[] = [];
  let node: SchemaNode | undefined = root;
  for (const step of path) {
    if (node?.type === 'map' && typeof step === 'string') {
      out.push({ key: step });
      node = node.values;
    } else {
      out.push(step);
      node =
        node?.type === 'array'
          ? node.items
          : node?.type === 'object'
            ? node.fields[typeof step === 'object' ? step.key : String(step)]
            : undefined;
    }
  }
  return out;
}
