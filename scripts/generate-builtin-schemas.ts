/**
 * Writes rules/_shared/generated/builtin-schemas.ts, the schema of every kind a Kubernetes
 * v1.34 API server serves by default, from the OpenAPI v3 documents the server publishes
 * (`../shared/openapi/v1.34`, one file per group-version).
 *
 *   npx tsx scripts/generate-builtin-schemas.ts [--check] [--openapi <dir>]
 *
 * `--check` writes nothing and fails when the committed file differs from what the
 * documents give. The test `test/core/builtin-schemas.test.ts` does the same in memory.
 *
 * Served by default: the stable group-versions (`v1`, `v2`). Since 1.24 beta APIs are off
 * by default (KEP-3136), and no beta group-version of 1.34 is on the server's
 * legacy-enabled list, so the beta and alpha documents are left out.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CompactKind, CompactNode, CompactSchemaData } from '@plumbline/engine';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const OUTPUT = path.join(root, 'rules/_shared/generated/builtin-schemas.ts');
export const DEFAULT_OPENAPI_DIR = path.resolve(root, '../shared/openapi/v1.34');

interface OpenApiSchema {
  type?: string;
  default?: unknown;
  format?: string;
  $ref?: string;
  allOf?: OpenApiSchema[];
  oneOf?: OpenApiSchema[];
  items?: OpenApiSchema;
  properties?: Record<string, OpenApiSchema>;
  additionalProperties?: OpenApiSchema | boolean;
  required?: string[];
  'x-kubernetes-list-type'?: string;
  'x-kubernetes-list-map-keys'?: string[];
  'x-kubernetes-preserve-unknown-fields'?: boolean;
  'x-kubernetes-group-version-kind'?: { group: string; version: string; kind: string }[];
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: OpenApiSchema }> } }>>;
  components: { schemas: Record<string, OpenApiSchema> };
}

/** Types whose JSON form is not what their schema object says: decoded by their own rules. */
const SPECIAL: Readonly<Record<string, string>> = {
  'io.k8s.apimachinery.pkg.api.resource.Quantity': 'quantity',
  'io.k8s.apimachinery.pkg.util.intstr.IntOrString': 'int-or-string',
  'io.k8s.apimachinery.pkg.apis.meta.v1.Time': 'time',
  'io.k8s.apimachinery.pkg.apis.meta.v1.MicroTime': 'microtime',
  // Free-form JSON the server keeps as it is.
  'io.k8s.apimachinery.pkg.runtime.RawExtension': 'any',
  'io.k8s.apimachinery.pkg.apis.meta.v1.FieldsV1': 'any',
  'io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.JSON': 'any',
  'io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.JSONSchemaPropsOrArray': 'any',
  'io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.JSONSchemaPropsOrBool': 'any',
  'io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.JSONSchemaPropsOrStringArray': 'any',
};

/**
 * Fields named `description` or `externalDocs`, which went with the descriptions when those
 * were removed from the documents (../shared/openapi/README.md). These are all such fields of
 * the served types (kubernetes/api and apiextensions-apiserver v0.34.1, `json:"description"`).
 */
const REMOVED_FIELDS: Readonly<Record<string, Record<string, OpenApiSchema>>> = {
  'io.k8s.api.scheduling.v1.PriorityClass': { description: { type: 'string' } },
  'io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceColumnDefinition': { description: { type: 'string' } },
  'io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.ExternalDocumentation': { description: { type: 'string' } },
  'io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.JSONSchemaProps': {
    description: { type: 'string' },
    externalDocs: { $ref: '#/components/schemas/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.ExternalDocumentation' },
  },
};

/**
 * Fields the published schema lists as required (Go fields without `omitempty`) whose zero
 * value the server's validation accepts, so that leaving them out is no error. Checked
 * against the validation code of v1.34.1 (named per entry).
 */
const NOT_REQUIRED_BY_SERVER: Readonly<Record<string, readonly string[]>> = {
  // ValidatePriorityClass: any int32 value below the system range, 0 included.
  'io.k8s.api.scheduling.v1.PriorityClass': ['value'],
  // ValidateControllerRevision: revision must not be negative; 0 is accepted.
  'io.k8s.api.apps.v1.ControllerRevision': ['revision'],
  // validateISCSIVolumeSource: lun between 0 and 255.
  'io.k8s.api.core.v1.ISCSIVolumeSource': ['lun'],
  'io.k8s.api.core.v1.ISCSIPersistentVolumeSource': ['lun'],
  // validateHTTPHeaders checks the header name only.
  'io.k8s.api.core.v1.HTTPHeader': ['value'],
  // validateSysctls checks the name only.
  'io.k8s.api.core.v1.Sysctl': ['value'],
  // validateSleepAction: zero seconds are allowed (PodLifecycleSleepActionAllowZero, on by default).
  'io.k8s.api.core.v1.SleepAction': ['seconds'],
  // ValidateResourceSlice: the pool generation may be 0.
  'io.k8s.api.resource.v1.ResourcePool': ['generation'],
  // Structs whose zero value validates: an empty DeviceClass or claim spec, an empty preferred
  // node selector term, a rules review of the request's namespace, a LimitRange with no limits,
  // a pod failure policy with no rules.
  'io.k8s.api.resource.v1.DeviceClass': ['spec'],
  'io.k8s.api.resource.v1.ResourceClaim': ['spec'],
  'io.k8s.api.resource.v1.ResourceClaimTemplateSpec': ['spec'],
  'io.k8s.api.resource.v1.ResourceClaimTemplate': ['spec'],
  'io.k8s.api.core.v1.PreferredSchedulingTerm': ['preference'],
  'io.k8s.api.authorization.v1.SelfSubjectRulesReview': ['spec'],
  'io.k8s.api.core.v1.LimitRangeSpec': ['limits'],
  'io.k8s.api.batch.v1.PodFailurePolicy': ['rules'],
  // validateCustomResourceDefinitionVersion: served and storage are booleans whose false is valid
  // (exactly one version must be the storage version, which a rule of its own would check).
  'io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceDefinitionVersion': ['served', 'storage'],
};

/** `io.k8s.api.core.v1.PodSpec` → `core.v1.PodSpec`: shorter, still unique. */
export function shortName(name: string): string {
  return name
    .replace(/^io\.k8s\.api\./, '')
    .replace(/^io\.k8s\.apimachinery\.pkg\.apis\./, '')
    .replace(/^io\.k8s\.apiextensions-apiserver\.pkg\.apis\./, '')
    .replace(/^io\.k8s\.kube-aggregator\.pkg\.apis\./, '');
}

/** The group-version documents served by default, relative to the OpenAPI folder. */
export function servedDocuments(openapiDir: string): string[] {
  const out = ['api/v1.json'];
  for (const group of readdirSync(path.join(openapiDir, 'apis')).sort()) {
    for (const file of readdirSync(path.join(openapiDir, 'apis', group)).sort()) {
      if (/^v\d+\.json$/.test(file)) out.push(`apis/${group}/${file}`);
    }
  }
  return out;
}

function isEmptyObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;
}

class Converter {
  readonly types: Record<string, CompactNode> = {};
  private readonly pending: string[] = [];

  constructor(private readonly schemas: Record<string, OpenApiSchema>) {}

  /** Converts a named type and every type it refers to. */
  named(name: string): string {
    const special = SPECIAL[name];
    if (special) return special;
    const short = shortName(name);
    if (!(short in this.types)) {
      const schema = this.schemas[name];
      if (!schema) throw new Error(`no schema ${name}`);
      this.types[short] = 'any'; // placeholder while converting: a type may refer to itself
      const removed = REMOVED_FIELDS[name];
      const optional = NOT_REQUIRED_BY_SERVER[name];
      let source = removed ? { ...schema, properties: { ...schema.properties, ...removed } } : schema;
      if (optional && source.required) source = { ...source, required: source.required.filter((f) => !optional.includes(f)) };
      this.types[short] = this.node(source);
    }
    return `#${short}`;
  }

  node(schema: OpenApiSchema): CompactNode {
    const ref = schema.$ref ?? (schema.allOf?.length === 1 ? schema.allOf[0]!.$ref : undefined);
    if (ref) return this.named(ref.replace('#/components/schemas/', ''));
    if (schema['x-kubernetes-preserve-unknown-fields']) return 'any';
    switch (schema.type) {
      case 'string':
        if (schema.format === 'byte') return 'bytes';
        if (schema.format === 'date-time') return 'time';
        return 'string';
      case 'boolean':
        return 'boolean';
      case 'integer':
        // A Go `int` (no format) is 64 bits wide on the server's platforms.
        return schema.format === 'int32' ? 'int32' : 'int64';
      case 'number':
        return 'number';
      case 'array': {
        if (!schema.items) return { a: 'any' };
        const keys = schema['x-kubernetes-list-type'] === 'map' ? schema['x-kubernetes-list-map-keys'] : undefined;
        return keys ? { a: this.node(schema.items), k: keys } : { a: this.node(schema.items) };
      }
      case 'object': {
        if (schema.properties) {
          const f: Record<string, CompactNode> = {};
          for (const key of Object.keys(schema.properties).sort()) f[key] = this.node(schema.properties[key]!);
          // `default: {}` marks a Go struct field (not a pointer): left out, it is a zero struct that
          // the server validates all the same.
          const structs = Object.keys(schema.properties)
            .filter((key) => isEmptyObject(schema.properties![key]!.default))
            .sort();
          const out: { f: Record<string, CompactNode>; r?: string[]; z?: string[] } = { f };
          if (schema.required?.length) out.r = [...schema.required].sort();
          if (structs.length > 0) out.z = structs;
          return out;
        }
        if (typeof schema.additionalProperties === 'object') return { m: this.node(schema.additionalProperties) };
        return 'any';
      }
      default:
        return 'any';
    }
  }
}

export function generateBuiltinSchemas(openapiDir: string = DEFAULT_OPENAPI_DIR): CompactSchemaData {
  const documents = servedDocuments(openapiDir).map((file) => JSON.parse(readFileSync(path.join(openapiDir, file), 'utf8')) as OpenApiDocument);
  const all: Record<string, OpenApiSchema> = {};
  for (const d of documents) Object.assign(all, d.components.schemas);
  const converter = new Converter(all);
  const kinds = new Map<string, CompactKind>();
  for (const d of documents) {
    const paths = Object.keys(d.paths);
    for (const p of paths) {
      // A kind is served where it can be created: a collection path with a POST operation.
      const body = d.paths[p]!.post?.requestBody?.content?.['*/*']?.schema?.$ref;
      if (!body || p.includes('{name}')) continue;
      const typeName = body.replace('#/components/schemas/', '');
      const gvk = all[typeName]?.['x-kubernetes-group-version-kind']?.[0];
      if (!gvk) continue;
      const id = `${gvk.group}/${gvk.version}/${gvk.kind}`;
      if (kinds.has(id)) continue;
      const namespaced = p.includes('/namespaces/{namespace}/');
      const resource = p.slice(p.lastIndexOf('/') + 1);
      const status = paths.some((q) => q.endsWith(`/${resource}/{name}/status`));
      const kind: CompactKind = {
        group: gvk.group,
        version: gvk.version,
        kind: gvk.kind,
        namespaced,
        type: converter.named(typeName).slice(1),
        resource,
      };
      kinds.set(id, status ? { ...kind, status: true } : kind);
    }
  }
  const types: Record<string, CompactNode> = {};
  for (const key of Object.keys(converter.types).sort()) types[key] = converter.types[key]!;
  const sortedKinds = [...kinds.values()].sort((a, b) => `${a.group}/${a.version}/${a.kind}`.localeCompare(`${b.group}/${b.version}/${b.kind}`));
  return { kinds: sortedKinds, types };
}

/** The TypeScript module text: one kind and one type a line, so that a regeneration diffs well. */
export function renderBuiltinSchemas(data: CompactSchemaData): string {
  const lines = [
    '// Generated by scripts/generate-builtin-schemas.ts from the OpenAPI v3 documents of a Kubernetes v1.34',
    '// API server (../shared/openapi/v1.34, the group-versions served by default). Do not edit.',
    "import type { CompactSchemaData } from '@plumbline/engine';",
    '',
    'export const builtinSchemaData: CompactSchemaData = {',
    '  kinds: [',
    ...data.kinds.map((k) => `    ${JSON.stringify(k)},`),
    '  ],',
    '  types: {',
    ...Object.entries(data.types).map(([name, node]) => `    ${JSON.stringify(name)}: ${JSON.stringify(node)},`),
    '  },',
    '};',
    '',
  ];
  return lines.join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const i = process.argv.indexOf('--openapi');
  const dir = i >= 0 ? path.resolve(process.argv[i + 1]!) : DEFAULT_OPENAPI_DIR;
  const text = renderBuiltinSchemas(generateBuiltinSchemas(dir));
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(OUTPUT, 'utf8');
    } catch {
      // missing: stale
    }
    if (current !== text) {
      console.error(`${path.relative(root, OUTPUT)} is stale: run npx tsx scripts/generate-builtin-schemas.ts`);
      process.exit(1);
    }
  } else {
    writeFileSync(OUTPUT, text);
    console.log(`wrote ${path.relative(root, OUTPUT)} (${text.length} bytes)`);
  }
}
