import { type KindDefinition, s, type SchemaNode } from '@plumbline/engine';
import { persistentVolumeSchema } from '../_shared/persistent-volume-schema.js';

/** The PersistentVolume spec schema, reused for `spec.source.inlineVolumeSpec`. */
const inlineVolumeSpec: SchemaNode = persistentVolumeSchema.fields.spec as SchemaNode;

const volumeError = s.object({
  time: s.time({ description: 'When the error happened.' }),
  message: s.string({ description: 'The error, at most 1024 characters; may be shown to users, so no secrets.' }),
  errorCode: s.int32({
    description:
      'gRPC status code of the error, not negative. Beta, gate MutableCSINodeAllocatableCount (dropped ' + 'when the gate is off).',
  }),
});

export const volumeAttachmentSchema = s.object({
  spec: s.object(
    {
      attacher: s.string({
        description: 'CSI driver that attaches the volume (its `GetPluginName()`): at most 63 characters, a DNS ' + 'subdomain. Required.',
      }),
      source: s.object(
        {
          persistentVolumeName: s.string({ description: 'Name of the PersistentVolume to attach.' }),
          inlineVolumeSpec: {
            ...inlineVolumeSpec,
            description:
              "A PersistentVolumeSpec converted from a Pod's inline volume (CSI " +
              'migration only; needs a `csi` source, no capacity, claimRef, nodeAffinity or storageClassName). Set by the system.',
          },
        },
        { description: 'The volume: exactly one of `persistentVolumeName` and `inlineVolumeSpec`.' },
      ),
      nodeName: s.string({ description: 'Node to attach the volume to: a DNS subdomain. Required.' }),
    },
    { description: 'What to attach where. Set by the attach/detach controller; immutable.' },
  ),
  status: s.object(
    {
      attached: s.boolean({ description: 'The volume is attached. Set by the attacher.' }),
      attachmentMetadata: s.stringMap({
        description: 'Information from the attach step for later steps; at most 256 KiB of keys and ' + 'values.',
      }),
      attachError: { ...volumeError, description: 'Last error of the attach operation.' },
      detachError: { ...volumeError, description: 'Last error of the detach operation.' },
    },
    { description: 'Written by the attacher through the status subresource.' },
  ),
});

export const volumeAttachmentKind: KindDefinition = {
  kind: 'VolumeAttachment',
  group: 'storage',
  version: 'v1',
  namespaced: false,
  nameFormat: 'dns1123-subdomain',
  schema: volumeAttachmentSchema,
  hasStatusSubresource: true,
  removedVersions: ['storage.k8s.io/v1beta1', 'storage.k8s.io/v1alpha1'],
  spec: { doc: 'part3', section: 'VolumeAttachment' },
};
