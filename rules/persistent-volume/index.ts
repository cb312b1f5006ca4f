import type { KindModule } from '../_shared/kind-module.js';
import accessModesInvalid from './access-modes-invalid.js';
import capacityInvalid from './capacity-invalid.js';
import classNameInvalid from './class-name-invalid.js';
import hostPathForTestingOnly from './host-path-for-testing-only.js';
import immutableFieldChanged from './immutable-field-changed.js';
import { persistentVolumeKind } from './kind.js';
import localInvalid from './local-invalid.js';
import mountOptionsUnsupported from './mount-options-unsupported.js';
import nodeAffinityInvalid from './node-affinity-invalid.js';
import nodeSelectorTermEmpty from './node-selector-term-empty.js';
import reclaimPolicyInvalid from './reclaim-policy-invalid.js';
import reclaimPolicyRecycleDeprecated from './reclaim-policy-recycle-deprecated.js';
import sourceCountInvalid from './source-count-invalid.js';
import statusPhaseUnexpected from './status-phase-unexpected.js';
import volumeModeNotSupported from './volume-mode-not-supported.js';

/** PersistentVolume. Source rules shared with Pod volumes (hostPath, nfs, iscsi, fc, csi, flexVolume) live in `rules/volume/`. */
export const kindModule: KindModule = {
  kinds: [persistentVolumeKind],
  rules: [
    accessModesInvalid,
    capacityInvalid,
    classNameInvalid,
    hostPathForTestingOnly,
    immutableFieldChanged,
    localInvalid,
    mountOptionsUnsupported,
    nodeAffinityInvalid,
    nodeSelectorTermEmpty,
    reclaimPolicyInvalid,
    reclaimPolicyRecycleDeprecated,
    sourceCountInvalid,
    statusPhaseUnexpected,
    volumeModeNotSupported,
  ],
};
