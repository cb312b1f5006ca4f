import { type JsonObject, type KindDefinition, s } from '@plumbline/engine';

export const RECLAIM_POLICIES = ['Delete', 'Retain'] as const;
export const VOLUME_BINDING_MODES = ['Immediate', 'WaitForFirstConsumer'] as const;

export const storageClassSchema = s.object({
  provisioner: s.string({
    description:
      'Provisioner of the volumes, usually a CSI driver name such as `ebs.csi.aws.com`: a qualified ' +
      'name (compared in lower case). Required, immutable.',
  }),
  parameters: s.stringMap({
    description: 'Provisioner-specific settings: at most 512 entries, keys not empty, at most 256 KiB in all. ' + 'Immutable.',
  }),
  reclaimPolicy: s.enumOf(RECLAIM_POLICIES, {
    description: 'What happens to a provisioned volume when its claim is deleted: Delete ' + '(default) or Retain. Immutable.',
  }),
  mountOptions: s.array(s.string(), {
    description:
      'Mount options of provisioned volumes (for example `debug`, `nfsvers=4.1`); not ' + 'validated, a bad option makes mounting fail.',
  }),
  allowVolumeExpansion: s.boolean({ description: 'Claims of this class may be resized.' }),
  volumeBindingMode: s.enumOf(VOLUME_BINDING_MODES, {
    description: 'Immediate (default) or WaitForFirstConsumer (provision once a Pod ' + 'uses the claim). Immutable.',
  }),
  allowedTopologies: s.array(
    s.object({
      matchLabelExpressions: s.array(
        s.object({
          key: s.string({ description: 'Node label key (a qualified name), distinct within the term.' }),
          values: s.array(s.string(), { description: 'Allowed values, at least one, distinct; ORed.' }),
        }),
        { description: 'Requirements, all of which must match.' },
      ),
    }),
    {
      description:
        'Topologies where volumes may be provisioned; terms are ORed. Empty list: no restriction. Each term needs at least ' +
        'one requirement and must differ from the other terms.',
    },
  ),
});

/** `SetDefaults_StorageClass`: reclaimPolicy Delete, volumeBindingMode Immediate. */
export function applyStorageClassDefaults(object: JsonObject): void {
  if (object.reclaimPolicy === undefined || object.reclaimPolicy === null) object.reclaimPolicy = 'Delete';
  if (object.volumeBindingMode === undefined || object.volumeBindingMode === null) object.volumeBindingMode = 'Immediate';
}

export const storageClassKind: KindDefinition = {
  kind: 'StorageClass',
  group: 'storage',
  version: 'v1',
  namespaced: false,
  nameFormat: 'dns1123-subdomain',
  schema: storageClassSchema,
  removedVersions: ['storage.k8s.io/v1beta1'],
  spec: { doc: 'part3', section: 'StorageClass' },
  applyDefaults: applyStorageClassDefaults,
  preparedFields: [],
};
