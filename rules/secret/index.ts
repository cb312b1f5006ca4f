import type { KindModule } from '../_shared/kind-module.js';
import bootstrapTokenInvalid from './bootstrap-token-invalid.js';
import dockerConfigInvalid from './docker-config-invalid.js';
import immutableChanged from './immutable-changed.js';
import keyInvalid from './key-invalid.js';
import { secretKind } from './kind.js';
import plaintextInRepository from './plaintext-in-repository.js';
import serviceAccountNameMissing from './service-account-name-missing.js';
import stringDataOverridesData from './string-data-overrides-data.js';
import tooLarge from './too-large.js';
import typeChanged from './type-changed.js';
import typeKeyMissing from './type-key-missing.js';

export const kindModule: KindModule = {
  kinds: [secretKind],
  rules: [
    keyInvalid,
    tooLarge,
    typeKeyMissing,
    dockerConfigInvalid,
    serviceAccountNameMissing,
    stringDataOverridesData,
    plaintextInRepository,
    immutableChanged,
    typeChanged,
    bootstrapTokenInvalid,
  ],
};
