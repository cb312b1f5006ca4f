import type { KindModule } from '../_shared/kind-module.js';
import capacityNegative from './capacity-negative.js';
import immutableFieldChanged from './immutable-field-changed.js';
import { csiStorageCapacityKind } from './kind.js';
import maximumVolumeSizeNegative from './maximum-volume-size-negative.js';
import nodeTopologyInvalid from './node-topology-invalid.js';
import storageClassNameInvalid from './storage-class-name-invalid.js';

export const kindModule: KindModule = {
  kinds: [csiStorageCapacityKind],
  rules: [storageClassNameInvalid, capacityNegative, maximumVolumeSizeNegative, nodeTopologyInvalid, immutableFieldChanged],
};
