import type { KindModule } from '../_shared/kind-module.js';
import addressIpInvalid from './address-ip-invalid.js';
import addressNameInvalid from './address-name-invalid.js';
import addressReadyAndNotReady from './address-ready-and-not-ready.js';
import { endpointsKind } from './kind.js';
import kindDeprecated from './kind-deprecated.js';
import portInvalid from './port-invalid.js';
import portNameDuplicate from './port-name-duplicate.js';
import portNameInvalid from './port-name-invalid.js';
import servicePortNameMismatch from './service-port-name-mismatch.js';
import subsetAddressesMissing from './subset-addresses-missing.js';

export const kindModule: KindModule = {
  kinds: [endpointsKind],
  rules: [
    kindDeprecated,
    addressIpInvalid,
    addressNameInvalid,
    addressReadyAndNotReady,
    subsetAddressesMissing,
    portInvalid,
    portNameInvalid,
    portNameDuplicate,
    servicePortNameMismatch,
  ],
};
