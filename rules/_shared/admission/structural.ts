import { objectMeta, type SchemaNode } from '@plumbline/engine';
import type { StructuralSchema } from '@plumbline/cel';
import { publishedSchema } from '../builtin-kinds.js';
import { builtinSchemaData } from '../generated/builtin-schemas.js';

/**
 * The published schema of a built-in resource as a structural schema, for typing `object` and
 * `oldObject` in admission policy expressions the way the server's type checker does
 * (`k8s.io/apiserver/pkg/admission/plugin/policy/validating/typechecking.go`, which types them from
 * the OpenAPI schemas of the resources a policy matches).
 */

/** Deeper than this (recursive types), a field is `dyn`. */
const MAX_DEPTH = 32;

function convert(node: SchemaNode, depth: number): StructuralSchema {
  if (depth > MAX_DEPTH) return { 'x-kubernetes-preserve-unknown-fields': true };
  switch (node.type) {
    case 'object': {
      const properties: Record<string, StructuralSchema> = {};
      for (const [name, field] of Object.entries(node.fields)) properties[name] = convert(field, depth + 1);
      return { type: 'object', properties };
    }
    case 'map':
      return { type: 'object', additionalProperties: convert(node.values, depth + 1) };
    case 'array':
      return { type: 'array', items: convert(node.items, depth + 1) };
    case 'string':
      return node.format === 'time' ? { type: 'string', format: 'date-time' } : { type: 'string' };
    case 'boolean':
      return { type: 'boolean' };
    case 'int32':
    case 'int64':
      return { type: 'integer' };
    case 'number':
      return { type: 'number' };
    case 'int-or-string':
    case 'quantity':
      return { 'x-kubernetes-int-or-string': true };
    default:
      return { 'x-kubernetes-preserve-unknown-fields': true };
  }
}

const cache = new Map<string, StructuralSchema | null>();

/**
 * The structural schema of a built-in group/version/resource (`apps`, `v1`, `deployments`), with
 * apiVersion, kind and the full ObjectMeta, or undefined when the resource is not built in.
 */
export function builtinResourceSchema(
  group: string,
  version: string,
  resource: string,
): { kind: string; schema: StructuralSchema } | undefined {
  const kind = builtinSchemaData.kinds.find((k) => k.group === group && k.version === version && k.resource === resource);
  if (!kind) return undefined;
  const key = `${group}/${version}/${resource}`;
  let schema = cache.get(key);
  if (schema === undefined) {
    const root = publishedSchema(kind);
    const properties: Record<string, StructuralSchema> = {
      apiVersion: { type: 'string' },
      kind: { type: 'string' },
      metadata: convert(objectMeta, 1),
    };
    for (const [name, field] of Object.entries(root.fields)) properties[name] = convert(field, 1);
    schema = { type: 'object', properties };
    cache.set(key, schema);
  }
  return schema ? { kind: kind.kind, schema } : undefined;
}
