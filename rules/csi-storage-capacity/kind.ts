import { type KindDefinition, labelSelector, s } from '@plumbline/engine';

export const csiStorageCapacitySchema = s.object({
  storageClassName: s.string({ description: 'StorageClass the capacity applies to: a DNS subdomain. Required, immutable.' }),
  nodeTopology: { ...labelSelector, description: 'Nodes that can reach the storage. Unset: none; empty selector: all nodes. Immutable.' },
  capacity: s.quantity({
    description: 'Capacity available for new volumes, as reported by the driver; not negative. Unset means unknown ' + '(treated as none).',
  }),
  maximumVolumeSize: s.quantity({
    description: 'Largest volume the driver can create with these parameters; the scheduler falls back to ' + '`capacity` when unset.',
  }),
});

export const csiStorageCapacityKind: KindDefinition = {
  kind: 'CSIStorageCapacity',
  group: 'storage',
  version: 'v1',
  namespaced: true,
  nameFormat: 'dns1123-subdomain',
  schema: csiStorageCapacitySchema,
  removedVersions: ['storage.k8s.io/v1beta1', 'storage.k8s.io/v1alpha1'],
  spec: { doc: 'part3', section: 'CSIStorageCapacity' },
};
