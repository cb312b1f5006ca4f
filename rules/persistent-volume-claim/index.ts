import type { KindModule } from '../_shared/kind-module.js';
import accessModesInvalid from './access-modes-invalid.js';
import classNameInvalid from './class-name-invalid.js';
import dataSourceIgnored from './data-source-ignored.js';
import dataSourceInvalid from './data-source-invalid.js';
import { persistentVolumeClaimKind } from './kind.js';
import requestsAboveLimits from './requests-above-limits.js';
import selectorInvalid from './selector-invalid.js';
import specImmutable from './spec-immutable.js';
import statusAllocationInvalid from './status-allocation-invalid.js';
import statusFieldUnexpected from './status-field-unexpected.js';
import storageRequestInvalid from './storage-request-invalid.js';
import volumeModeNotSupported from './volume-mode-not-supported.js';

export const kindModule: KindModule = {
  kinds: [persistentVolumeClaimKind],
  rules: [
    accessModesInvalid,
    classNameInvalid,
    dataSourceIgnored,
    dataSourceInvalid,
    requestsAboveLimits,
    selectorInvalid,
    specImmutable,
    statusAllocationInvalid,
    statusFieldUnexpected,
    storageRequestInvalid,
    volumeModeNotSupported,
  ],
};
