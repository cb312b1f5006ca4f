import {
  apiVersionOf,
  getEngine,
  schemaAt,
  type KindDefinition,
  type ObjectNode,
  type SchemaNode,
  type ValidateOptions,
} from '@plumbline/core';

/** Kind schemas for completion and hover, from the core's registry. */

export interface KindSchema {
  definition: KindDefinition;
  schema: ObjectNode;
}

export function kindSchema(
  apiVersion: string | undefined,
  kind: string | undefined,
  options: ValidateOptions = {},
): KindSchema | undefined {
  if (!apiVersion || !kind) return undefined;
  const engine = getEngine();
  const resolved = engine.resolve({ apiVersion, kind }, options);
  const definition =
    resolved?.definition ?? (resolved?.resolution.status === 'version-not-served' ? resolved.resolution.definition : undefined);
  if (!definition) return undefined;
  // A custom resource decodes open; the editor shows its CRD's schema.
  return { definition, schema: definition.editorSchema ?? engine.schemaOf(definition) };
}

/** Schema node at a path of keys and indices (indices and map keys are passed over). */
export function nodeAt(schema: SchemaNode, path: readonly (string | number)[]): SchemaNode | undefined {
  return schemaAt(schema, path);
}

export function typeLabel(node: SchemaNode): string {
  switch (node.type) {
    case 'object':
      return 'object';
    case 'map':
      return `map[string]${typeLabel(node.values)}`;
    case 'array':
      return `[]${typeLabel(node.items)}`;
    case 'int-or-string':
      return 'integer or string';
    case 'string':
      return node.format ? `string (${node.format})` : 'string';
    default:
      return node.type;
  }
}

/** Every checked kind with its served apiVersion, for `kind`/`apiVersion` completion. */
export function kindPairs(groupSuffix = 'k8s.io'): { apiVersion: string; kind: string; definition: KindDefinition }[] {
  const engine = getEngine();
  return engine.registry.definitions
    .map((definition) => ({ apiVersion: apiVersionOf(definition, groupSuffix), kind: definition.kind, definition }))
    .sort((a, b) => a.kind.localeCompare(b.kind) || a.apiVersion.localeCompare(b.apiVersion));
}

/** Rules of a kind that name a field in their specification reference. */
export function rulesForField(kind: string, fieldPath: string): { id: string; description: string }[] {
  const out: { id: string; description: string }[] = [];
  for (const rule of getEngine().rules) {
    // A group-qualified entry (`events/Event`) names the kind too.
    if (!rule.meta.kinds.some((k) => k === kind || k.endsWith(`/${kind}`))) continue;
    const specs = Array.isArray(rule.meta.docs.spec) ? rule.meta.docs.spec : [rule.meta.docs.spec];
    if (specs.some((spec: { field?: string }) => spec.field !== undefined && normaliseField(spec.field) === fieldPath)) {
      out.push({ id: rule.id, description: rule.meta.docs.description });
    }
  }
  return out;
}

/** `spec.ports[0].name` / `spec.ports[*].name` / `ports.name` → `spec.ports.name`. */
export function normaliseField(field: string): string {
  return field.replace(/\[[^\]]*\]/g, '').replace(/\.\./g, '.');
}
