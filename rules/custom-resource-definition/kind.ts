import { type KindDefinition, s } from '@plumbline/engine';

/**
 * CustomResourceDefinition, hand-written only to say that its own rules (names, versions, structural schema, defaults,
 * conversion, CEL rules) check it: the published OpenAPI schema is merged under this open one and does the rest.
 */
export const customResourceDefinitionKind: KindDefinition = {
  kind: 'CustomResourceDefinition',
  group: 'apiextensions',
  version: 'v1',
  namespaced: false,
  // The name is checked against `<plural>.<group>` by custom-resource-definition/names-invalid.
  nameFormat: 'custom',
  schema: s.object({}, { open: true }),
  hasStatusSubresource: true,
  coverage: 'full',
  // The rules do not restate the schema's required fields (spec.group, spec.names, spec.scope, spec.versions).
  schemaRequiredFields: true,
};
