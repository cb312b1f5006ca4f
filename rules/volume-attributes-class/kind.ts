import { type KindDefinition, s } from '@plumbline/engine';

export const volumeAttributesClassSchema = s.object({
  driverName: s.string({
    description: 'CSI driver that applies the attributes: a qualified name (compared in lower case). Required, ' + 'immutable.',
  }),
  parameters: s.stringMap({
    description:
      'Driver-defined attributes, passed to the driver as they are: at least one, keys not empty, at ' +
      'most 512 entries and 256 KiB in all. Immutable.',
  }),
});

export const volumeAttributesClassKind: KindDefinition = {
  kind: 'VolumeAttributesClass',
  group: 'storage',
  version: 'v1',
  namespaced: false,
  nameFormat: 'dns1123-subdomain',
  schema: volumeAttributesClassSchema,
  // The alpha and beta versions are not served by a default v1.34 server.
  removedVersions: ['storage.k8s.io/v1alpha1', 'storage.k8s.io/v1beta1'],
  spec: { doc: 'part3', section: 'VolumeAttributesClass' },
};
