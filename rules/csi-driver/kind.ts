import { type JsonObject, type KindDefinition, s } from '@plumbline/engine';
import { isObject } from '../_shared/helpers.js';

export const FS_GROUP_POLICIES = ['ReadWriteOnceWithFSType', 'File', 'None'] as const;
export const VOLUME_LIFECYCLE_MODES = ['Persistent', 'Ephemeral'] as const;

export const csiDriverSchema = s.object({
  spec: s.object(
    {
      attachRequired: s.boolean({ description: 'The driver needs the attach step (a VolumeAttachment). Default true. Immutable.' }),
      podInfoOnMount: s.boolean({
        description: 'Pass Pod name, namespace, UID and whether the volume is ephemeral to the publish call. ' + 'Default false. Mutable.',
      }),
      volumeLifecycleModes: s.array(s.enumOf(VOLUME_LIFECYCLE_MODES), {
        description: 'Persistent (default when empty) and/or Ephemeral ' + '(inline volumes in Pod specs). Immutable.',
      }),
      storageCapacity: s.boolean({
        description: 'The scheduler takes CSIStorageCapacity objects of this driver into account. Default ' + 'false. Mutable.',
      }),
      fsGroupPolicy: s.enumOf(FS_GROUP_POLICIES, {
        description:
          'Whether ownership and permissions follow the Pod fsGroup: ' + 'ReadWriteOnceWithFSType (default), File or None. Mutable.',
      }),
      tokenRequests: s.array(
        s.object({
          audience: s.string({ description: 'Audience of the token; empty means the API server audience. Distinct across entries.' }),
          expirationSeconds: s.int64({ description: 'Token lifetime in seconds: at least 600 (10 minutes), at most 2^32.' }),
        }),
        { description: 'Service account tokens of the Pod that the node agent passes to the driver.' },
      ),
      requiresRepublish: s.boolean({
        description:
          'Call the publish step periodically so that the driver can refresh mounted content ' + '(for example tokens). Default false.',
      }),
      seLinuxMount: s.boolean({ description: 'The driver supports mounting with `-o context`. Default false.' }),
      nodeAllocatableUpdatePeriodSeconds: s.int64({
        description:
          'How often the node agent refreshes the allocatable volume count of ' +
          'this driver; at least 10. Beta, gate MutableCSINodeAllocatableCount (off by default: the field is dropped).',
      }),
    },
    {
      description:
        'What the driver needs from the platform. Required by the specification; the server accepts an omitted spec as empty ' +
        'and defaults it.',
    },
  ),
});

/** The server's defaults for CSIDriver v1 (`SetDefaults_CSIDriverSpec`). */
export function applyCsiDriverDefaults(object: JsonObject): void {
  // An omitted spec decodes as an empty struct and gets the same defaults; it is left out
  // here so that csi-driver/spec-missing can still see it. Rules read `obj(spec)`.
  const spec = object.spec;
  if (!isObject(spec)) return;
  const defaults: Record<string, unknown> = {
    attachRequired: true,
    podInfoOnMount: false,
    storageCapacity: false,
    fsGroupPolicy: 'ReadWriteOnceWithFSType',
    requiresRepublish: false,
    seLinuxMount: false,
  };
  for (const [field, value] of Object.entries(defaults)) if (spec[field] === undefined || spec[field] === null) spec[field] = value;
  if (!Array.isArray(spec.volumeLifecycleModes) || spec.volumeLifecycleModes.length === 0) spec.volumeLifecycleModes = ['Persistent'];
}

export const csiDriverKind: KindDefinition = {
  kind: 'CSIDriver',
  group: 'storage',
  version: 'v1',
  namespaced: false,
  // The server checks the name as a DNS subdomain (lowercase, up to 253); see csi-driver/name-too-long for the 63 of the specification.
  nameFormat: 'dns1123-subdomain',
  schema: csiDriverSchema,
  removedVersions: ['storage.k8s.io/v1beta1'],
  spec: { doc: 'part3', section: 'CSIDriver' },
  applyDefaults: applyCsiDriverDefaults,
};
