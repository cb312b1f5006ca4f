import type { KindModule } from '../_shared/kind-module.js';
import { leaseCandidateKind } from './kind.js';
import leaseNameImmutable from './lease-name-immutable.js';
import nameInvalid from './name-invalid.js';
import requiredFieldMissing from './required-field-missing.js';
import strategyInvalid from './strategy-invalid.js';
import versionInvalid from './version-invalid.js';

export const kindModule: KindModule = {
  kinds: [leaseCandidateKind],
  rules: [leaseNameImmutable, nameInvalid, requiredFieldMissing, strategyInvalid, versionInvalid],
};
