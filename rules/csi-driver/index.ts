import type { KindModule } from '../_shared/kind-module.js';
import fsGroupPolicyNotSupported from './fs-group-policy-not-supported.js';
import immutableFieldChanged from './immutable-field-changed.js';
import { csiDriverKind } from './kind.js';
import nameTooLong from './name-too-long.js';
import nodeAllocatableUpdatePeriodDropped from './node-allocatable-update-period-dropped.js';
import nodeAllocatableUpdatePeriodTooShort from './node-allocatable-update-period-too-short.js';
import serviceAccountTokenInSecretsWithoutTokenRequests from './service-account-token-in-secrets-without-token-requests.js';
import specMissing from './spec-missing.js';
import tokenRequestInvalid from './token-request-invalid.js';
import volumeLifecycleModeNotSupported from './volume-lifecycle-mode-not-supported.js';

export const kindModule: KindModule = {
  kinds: [csiDriverKind],
  rules: [
    nameTooLong,
    specMissing,
    tokenRequestInvalid,
    nodeAllocatableUpdatePeriodTooShort,
    nodeAllocatableUpdatePeriodDropped,
    fsGroupPolicyNotSupported,
    volumeLifecycleModeNotSupported,
    serviceAccountTokenInSecretsWithoutTokenRequests,
    immutableFieldChanged,
  ],
};
