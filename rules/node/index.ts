import type { KindModule } from '../_shared/kind-module.js';
import { nodeKind } from './kind.js';
import addressDuplicate from './address-duplicate.js';
import configSourceInvalid from './config-source-invalid.js';
import deprecatedField from './deprecated-field.js';
import externalIdImmutable from './external-id-immutable.js';
import podCidrImmutable from './pod-cidr-immutable.js';
import podCidrInvalid from './pod-cidr-invalid.js';
import podCidrMismatch from './pod-cidr-mismatch.js';
import podCidrNonCanonical from './pod-cidr-non-canonical.js';
import providerIdFormat from './provider-id-format.js';
import providerIdImmutable from './provider-id-immutable.js';
import resourceQuantityInvalid from './resource-quantity-invalid.js';
import statusFieldInvalid from './status-field-invalid.js';
import taintInvalid from './taint-invalid.js';

export const kindModule: KindModule = {
  kinds: [nodeKind],
  rules: [
    addressDuplicate,
    configSourceInvalid,
    deprecatedField,
    externalIdImmutable,
    podCidrImmutable,
    podCidrInvalid,
    podCidrMismatch,
    podCidrNonCanonical,
    providerIdFormat,
    providerIdImmutable,
    resourceQuantityInvalid,
    statusFieldInvalid,
    taintInvalid,
  ],
};
