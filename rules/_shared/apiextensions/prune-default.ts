import type { FieldPath } from '@plumbline/engine';
import type { Schema } from './structural.js';

type Value = unknown;
type Obj = Record<string, Value>;

function isObject(value: Value): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

/**
 * The fields the server drops from a custom resource before it stores it
 * (apiextensions `pruning.PruneWithOptions`): every field its structural schema does not
 * specify, except below `x-kubernetes-preserve-unknown-fields: true`, and except
 * `apiVersion`, `kind` and `metadata` at the root and in embedded resources. With `remove`,
 * the fields are deleted from `value`; `found` receives each pruned field's path.
 */
export function prune(value: Value, schema: Schema, remove: boolean, found: (path: FieldPath) => void): void {
  const stack: [Value, Schema, FieldPath, boolean][] = [[value, schema, [], true]];
  while (stack.length > 0) {
    const [node, s, path, root] = stack.pop()!;
    if (Array.isArray(node)) {
      if (s.items) for (let i = 0; i < node.length; i++) stack.push([node[i], s.items, [...path, i], false]);
      continue;
    }
    if (!isObject(node)) continue;
    for (const key of Object.keys(node)) {
      if ((root || s.embeddedResource) && (key === 'apiVersion' || key === 'kind' || key === 'metadata')) continue;
      const declared = s.properties?.get(key);
      const child = declared ?? (typeof s.additionalProperties === 'object' ? s.additionalProperties : undefined);
      if (child) stack.push([node[key], child, [...path, key], false]);
      else if (!s.preserveUnknownFields && s.additionalProperties !== true) {
        found([...path, key]);
        if (remove) delete node[key];
      }
    }
  }
}

/** A deep copy of a default value (defaults are JSON). */
function copy(value: Value): Value {
  return value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as Value);
}

/**
 * The server's defaulting of a custom resource (apiextensions `structuraldefaulting`):
 * first null values of fields that are neither nullable nor defaulted are dropped
 * (`PruneNonNullableNullsWithoutDefaults`), then each missing field with a `default`, or a
 * null one that is not nullable, gets a copy of it (`Default`), top down, so that defaults
 * inside defaults apply too.
 */
export function applyStructuralDefaults(value: Value, schema: Schema): void {
  const stack: [Value, Schema][] = [[value, schema]];
  while (stack.length > 0) {
    const [node, s] = stack.pop()!;
    if (Array.isArray(node)) {
      if (s.items) for (const item of node) stack.push([item, s.items]);
      continue;
    }
    if (!isObject(node)) continue;
    if (s.properties) {
      for (const [key, property] of s.properties) {
        const present = Object.hasOwn(node, key);
        if (present && node[key] === null && !property.nullable) {
          if (property.hasDefault) node[key] = copy(property.default);
          else delete node[key];
        } else if (!present && property.hasDefault) node[key] = copy(property.default);
      }
    }
    for (const key of Object.keys(node)) {
      const declared = s.properties?.get(key);
      const child = declared ?? (typeof s.additionalProperties === 'object' ? s.additionalProperties : undefined);
      if (!child) continue;
      if (!declared && node[key] === null && !child.nullable) {
        if (child.hasDefault) node[key] = copy(child.default);
        else delete node[key];
        continue;
      }
      stack.push([node[key], child]);
    }
  }
}
