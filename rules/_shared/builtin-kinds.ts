import { CompactSchemas, mergeSchemas, type CompactKind, type KindDefinition, type NameFormat, type ObjectNode } from '@plumbline/engine';
import { builtinSchemaData } from './generated/builtin-schemas.js';

/**
 * Every kind a Kubernetes v1.34 API server serves by default, with the schema the server
 * publishes (generated into `generated/builtin-schemas.ts`). A kind with a hand-written
 * definition keeps it, and its schema is the hand-written one completed by the published
 * one (`mergeSchemas`); every other kind is checked by its published schema and the
 * metadata rules.
 */
const compact = new CompactSchemas(builtinSchemaData);

/**
 * Name formats that differ from the usual RFC 1123 subdomain (`ValidateObjectMeta`'s name
 * function of each kind's validation).
 */
const NAME_FORMATS: Readonly<Record<string, NameFormat>> = {
  // pkg/apis/rbac/validation: `minimalNameRequirements`, a path segment.
  'rbac.authorization.k8s.io/Role': 'path-segment',
  'rbac.authorization.k8s.io/ClusterRole': 'path-segment',
  'rbac.authorization.k8s.io/RoleBinding': 'path-segment',
  'rbac.authorization.k8s.io/ClusterRoleBinding': 'path-segment',
  // pkg/apis/certificates/validation: `ValidateCertificateRequestName` accepts any name.
  'certificates.k8s.io/CertificateSigningRequest': 'custom',
  // apiextensions validation: the name must be `<plural>.<group>`, checked against the spec.
  'apiextensions.k8s.io/CustomResourceDefinition': 'custom',
};

/**
 * Kinds whose metadata the server does not validate as stored objects': the reviews are
 * never stored (the access reviews require empty metadata), and a Binding names its pod.
 */
const NO_OBJECT_META = new Set([
  '/Binding',
  'authentication.k8s.io/TokenReview',
  'authentication.k8s.io/SelfSubjectReview',
  'authorization.k8s.io/LocalSubjectAccessReview',
  'authorization.k8s.io/SelfSubjectAccessReview',
  'authorization.k8s.io/SelfSubjectRulesReview',
  'authorization.k8s.io/SubjectAccessReview',
]);

/** The kinds of the core group (`apiVersion: v1`) that a v1.34 server serves, ComponentStatus (read-only) included. */
export const coreKindNames: ReadonlySet<string> = new Set([
  ...builtinSchemaData.kinds.filter((k) => k.group === '').map((k) => k.kind),
  'ComponentStatus',
]);

/** The kind's group without the suffix, in the registry's terms (`networking`, suffixed), or `apps` (not suffixed). */
function registryGroup(group: string): { group: string; suffixed: boolean } {
  if (group.endsWith('.k8s.io')) return { group: group.slice(0, -'.k8s.io'.length), suffixed: true };
  return { group, suffixed: false };
}

function fullGroup(definition: Pick<KindDefinition, 'group' | 'suffixed'>): string {
  if (definition.group === '') return '';
  return definition.suffixed === false ? definition.group : `${definition.group}.k8s.io`;
}

/** The published schema of a kind, less apiVersion, kind and metadata (which the engine adds). */
export function publishedSchema(kind: CompactKind): ObjectNode {
  const node = compact.type(kind.type);
  if (node.type !== 'object') throw new Error(`${kind.kind}: the published schema is not an object`);
  const fields = { ...node.fields };
  delete fields.apiVersion;
  delete fields.kind;
  delete fields.metadata;
  const schema: ObjectNode = { type: 'object', fields };
  if (node.required) schema.required = node.required;
  // metadata is checked by the metadata rules; the other struct fields (spec) are validated even when left out.
  const structs = node.structs?.filter((f) => f !== 'metadata');
  if (structs?.length) schema.structs = structs;
  return schema;
}

/** Defines `schema` as computed on first use: most runs meet a few of the kinds only. */
function lazySchema(definition: Omit<KindDefinition, 'schema'>, make: () => ObjectNode): KindDefinition {
  let schema: ObjectNode | undefined;
  return Object.defineProperty(definition, 'schema', {
    get: () => (schema ??= make()),
    enumerable: true,
    configurable: true,
  }) as KindDefinition;
}

/**
 * The hand-written definitions with their schemas completed, followed by a definition for
 * every other served kind.
 */
export function withBuiltinKinds(handWritten: readonly KindDefinition[]): KindDefinition[] {
  const byId = new Map(builtinSchemaData.kinds.map((k) => [`${k.group}/${k.version}/${k.kind}`, k]));
  const out: KindDefinition[] = [];
  const covered = new Set<string>();
  for (const definition of handWritten) {
    const id = `${fullGroup(definition)}/${definition.version}/${definition.kind}`;
    const published = byId.get(id);
    if (!published) {
      out.push(definition);
      continue;
    }
    covered.add(id);
    const { schema: own, ...rest } = definition;
    out.push(lazySchema(rest, () => mergeSchemas(own, publishedSchema(published)) as ObjectNode));
  }
  for (const kind of builtinSchemaData.kinds) {
    const id = `${kind.group}/${kind.version}/${kind.kind}`;
    if (covered.has(id)) continue;
    const key = `${kind.group}/${kind.kind}`;
    const definition: Omit<KindDefinition, 'schema'> = {
      kind: kind.kind,
      ...registryGroup(kind.group),
      version: kind.version,
      namespaced: kind.namespaced,
      nameFormat: NAME_FORMATS[key] ?? 'dns1123-subdomain',
      coverage: 'schema',
    };
    if (kind.status) definition.hasStatusSubresource = true;
    if (NO_OBJECT_META.has(key)) definition.validatesObjectMeta = false;
    out.push(lazySchema(definition, () => publishedSchema(kind)));
  }
  return out;
}
