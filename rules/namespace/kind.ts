import { type JsonObject, type KindDefinition, s } from '@plumbline/engine';
import { isObject } from '../_shared/helpers.js';

/** The label the API server sets on every namespace to its name: `<vendor_domain>/metadata.name`. */
export function nameLabel(vendorDomain: string): string {
  return `${vendorDomain}/metadata.name`;
}

export const namespaceSchema = s.object({
  spec: s.object({
    finalizers: s.array(s.string(), {
      description:
        'Finalizers that must run before the namespace is removed: `kubernetes` or a qualified `<domain>/<name>`. Changed ' +
        'only through the `finalize` subresource.',
    }),
  }),
  status: s.object({
    phase: s.enumOf(['Active', 'Terminating'], {
      description: '`Active`, or `Terminating` once deletion was requested. Set by the server.',
    }),
    conditions: s.array(
      s.object({
        type: s.string({ description: 'Condition type, such as `NamespaceDeletionContentFailure`.' }),
        status: s.enumOf(['True', 'False', 'Unknown'], { description: '`True`, `False` or `Unknown`.' }),
        lastTransitionTime: s.time({ description: 'Time of the last status change.' }),
        reason: s.string({ description: 'One CamelCase word explaining the last transition.' }),
        message: s.string({ description: 'Human-readable detail.' }),
      }),
      { description: 'Conditions of the namespace, maintained by the namespace controller.' },
    ),
  }),
});

export const namespaceKind: KindDefinition = {
  kind: 'Namespace',
  group: '',
  version: 'v1',
  namespaced: false,
  nameFormat: 'dns1123-label',
  schema: namespaceSchema,
  // The server overwrites a new Namespace's status with phase Active, but keeping it lets a warning say so.
  // Main-resource updates keep the stored status and the stored finalizers (rules read them from the old
  // object); /status updates keep the stored spec.
  hasStatusSubresource: true,
  keepsStatusOnCreate: true,
  spec: { doc: 'part2', section: 'Namespace' },
  applyDefaults(object: JsonObject, settings) {
    // v1 defaulting labels every named namespace with its own name.
    const metadata = object.metadata;
    if (!isObject(metadata) || typeof metadata.name !== 'string' || metadata.name === '') return;
    const labels = isObject(metadata.labels) ? metadata.labels : {};
    labels[nameLabel(settings.vendorDomain)] = metadata.name;
    metadata.labels = labels;
  },
  preparedFields: ['metadata'],
};
