import { type JsonObject, type KindDefinition, s } from '@plumbline/engine';
import { isObject } from '../_shared/helpers.js';
import { ACCESS_MODES, claimSpecSchema, defaultClaimSpec } from '../_shared/volume-sources.js';

export const CLAIM_PHASES = ['Pending', 'Bound', 'Lost'] as const;
export const RESIZE_STATUSES = [
  'ControllerResizeInProgress',
  'ControllerResizeInfeasible',
  'NodeResizeInProgress',
  'NodeResizeInfeasible',
  'NodeResizePending',
] as const;
export const MODIFY_STATUSES = ['Pending', 'InProgress', 'Infeasible'] as const;

const quantities = s.map(s.quantity());

export const persistentVolumeClaimSchema = s.object({
  spec: claimSpecSchema,
  status: s.object({
    phase: s.enumOf(CLAIM_PHASES, { description: 'Pending, Bound or Lost.' }),
    accessModes: s.array(s.enumOf(ACCESS_MODES), { description: 'Access modes of the bound volume.' }),
    capacity: { ...quantities, description: 'Capacity of the bound volume.' },
    conditions: s.array(
      s.object({
        type: s.string({ description: 'Condition type, for example Resizing or FileSystemResizePending.' }),
        status: s.enumOf(['True', 'False', 'Unknown']),
        lastProbeTime: s.time(),
        lastTransitionTime: s.time(),
        reason: s.string(),
        message: s.string(),
      }),
    ),
    allocatedResources: { ...quantities, description: 'Resources allocated to the claim; only `storage`.' },
    allocatedResourceStatuses: s.stringMap({ description: 'Resize status per resource; only `storage`.' }),
    currentVolumeAttributesClassName: s.string({ description: 'VolumeAttributesClass currently applied.' }),
    modifyVolumeStatus: s.object({
      targetVolumeAttributesClassName: s.string({ description: 'Class being reconciled.' }),
      status: s.enumOf(MODIFY_STATUSES, { description: 'Pending, InProgress or Infeasible; required.' }),
    }),
  }),
});

function specOf(object: JsonObject): JsonObject | undefined {
  return isObject(object.spec) ? object.spec : undefined;
}

export const persistentVolumeClaimKind: KindDefinition = {
  kind: 'PersistentVolumeClaim',
  group: '',
  version: 'v1',
  namespaced: true,
  nameFormat: 'dns1123-subdomain',
  schema: persistentVolumeClaimSchema,
  hasStatusSubresource: true,
  spec: { doc: 'part3', section: 'PersistentVolumeClaim' },
  applyDefaults(object) {
    const spec = specOf(object);
    if (spec) defaultClaimSpec(spec);
  },
  preparedFields: ['spec'],
};
