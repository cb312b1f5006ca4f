import type { KindModule } from '../_shared/kind-module.js';
import addressCountInvalid from './address-count-invalid.js';
import addressInvalid from './address-invalid.js';
import addressNonCanonical from './address-non-canonical.js';
import addressTypeDeprecated from './address-type-deprecated.js';
import addressTypeImmutable from './address-type-immutable.js';
import addressTypeInvalid from './address-type-invalid.js';
import deprecatedTopologyIgnored from './deprecated-topology-ignored.js';
import endpointDuplicate from './endpoint-duplicate.js';
import endpointNameInvalid from './endpoint-name-invalid.js';
import extraAddressesIgnored from './extra-addresses-ignored.js';
import hintZoneNameMissing from './hint-zone-name-missing.js';
import hintsInvalid from './hints-invalid.js';
import { endpointSliceKind } from './kind.js';
import portInvalid from './port-invalid.js';
import serviceLabelInvalid from './service-label-invalid.js';
import servicePortNameMismatch from './service-port-name-mismatch.js';
import targetPortMismatch from './target-port-mismatch.js';
import targetPortNameUnresolved from './target-port-name-unresolved.js';
import tooManyEndpoints from './too-many-endpoints.js';
import tooManyPorts from './too-many-ports.js';

export const kindModule: KindModule = {
  kinds: [endpointSliceKind],
  rules: [
    addressTypeInvalid,
    addressTypeDeprecated,
    addressTypeImmutable,
    tooManyEndpoints,
    addressCountInvalid,
    addressInvalid,
    addressNonCanonical,
    endpointDuplicate,
    extraAddressesIgnored,
    hintsInvalid,
    hintZoneNameMissing,
    endpointNameInvalid,
    deprecatedTopologyIgnored,
    portInvalid,
    tooManyPorts,
    serviceLabelInvalid,
    servicePortNameMismatch,
    targetPortMismatch,
    targetPortNameUnresolved,
  ],
};
