import { objectReference, s } from '@plumbline/engine';
import {
  ACCESS_MODES,
  VOLUME_MODES,
  csiPvSchema,
  fcSchema,
  flexPvSchema,
  hostPathSchema,
  iscsiPvSchema,
  localSchema,
  nfsSchema,
  vendorSourceSchemas,
} from './volume-sources.js';

/** The PersistentVolume schema: the PersistentVolume kind and a VolumeAttachment's inline volume spec share it. */

export const PV_PHASES = ['Pending', 'Available', 'Bound', 'Released', 'Failed'] as const;
export const RECLAIM_POLICIES = ['Delete', 'Recycle', 'Retain'] as const;

const requirement = s.object({
  key: s.string({ description: 'Label key (matchExpressions) or `metadata.name` (matchFields).' }),
  operator: s.enumOf(['In', 'NotIn', 'Exists', 'DoesNotExist', 'Gt', 'Lt'], {
    description: 'In, NotIn, Exists, DoesNotExist, Gt or Lt ' + '(matchFields: In, NotIn).',
  }),
  values: s.array(s.string(), { description: 'Required for In and NotIn, one integer for Gt and Lt, none for Exists and DoesNotExist.' }),
});

export const persistentVolumeSchema = s.object({
  spec: s.object({
    capacity: s.map(s.quantity(), { description: 'Capacity; `storage` is required and the only key.' }),
    accessModes: s.array(s.enumOf(ACCESS_MODES), { description: 'Ways the volume can be mounted; at least one.' }),
    claimRef: { ...objectReference, description: 'Claim this volume is bound (or reserved) to.' },
    persistentVolumeReclaimPolicy: s.enumOf(RECLAIM_POLICIES, { description: 'Retain (default), Delete, or Recycle (deprecated).' }),
    storageClassName: s.string({ description: 'StorageClass of the volume (DNS subdomain); empty means no class.' }),
    mountOptions: s.array(s.string(), { description: 'Mount options; not validated, a bad option fails the mount.' }),
    volumeMode: s.enumOf(VOLUME_MODES, { description: 'Block or Filesystem (default).' }),
    nodeAffinity: s.object(
      {
        required: s.object({
          nodeSelectorTerms: s.array(s.object({ matchExpressions: s.array(requirement), matchFields: s.array(requirement) }), {
            description: 'Terms are ORed; at least one.',
          }),
        }),
      },
      { description: 'Nodes the volume can be reached from; required for local volumes.' },
    ),
    volumeAttributesClassName: s.string({ description: 'VolumeAttributesClass of the volume; not empty when set; needs a CSI source.' }),
    hostPath: hostPathSchema,
    local: localSchema,
    csi: csiPvSchema,
    fc: fcSchema,
    iscsi: iscsiPvSchema,
    nfs: nfsSchema,
    flexVolume: flexPvSchema,
    ...vendorSourceSchemas(true),
  }),
  status: s.object({
    phase: s.enumOf(PV_PHASES, { description: 'Pending, Available, Bound, Released or Failed.' }),
    message: s.string(),
    reason: s.string(),
    lastPhaseTransitionTime: s.time({ description: 'Set on every phase change.' }),
  }),
});
