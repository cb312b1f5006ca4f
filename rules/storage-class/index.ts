import type { KindModule } from '../_shared/kind-module.js';
import allowedTopologiesInvalid from './allowed-topologies-invalid.js';
import immutableFieldChanged from './immutable-field-changed.js';
import { storageClassKind } from './kind.js';
import parametersInvalid from './parameters-invalid.js';
import provisionerInvalid from './provisioner-invalid.js';
import reclaimPolicyNotSupported from './reclaim-policy-not-supported.js';
import volumeBindingModeNotSupported from './volume-binding-mode-not-supported.js';

export const kindModule: KindModule = {
  kinds: [storageClassKind],
  rules: [
    provisionerInvalid,
    parametersInvalid,
    reclaimPolicyNotSupported,
    volumeBindingModeNotSupported,
    allowedTopologiesInvalid,
    immutableFieldChanged,
  ],
};
