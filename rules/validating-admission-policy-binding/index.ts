import type { KindModule } from '../_shared/kind-module.js';
import { validatingAdmissionPolicyBindingKind } from './kind.js';
import matchResourcesInvalid from './match-resources-invalid.js';
import paramRefInvalid from './param-ref-invalid.js';
import policyNameMissing from './policy-name-missing.js';
import validationActionsInvalid from './validation-actions-invalid.js';

export const kindModule: KindModule = {
  kinds: [validatingAdmissionPolicyBindingKind],
  rules: [policyNameMissing, paramRefInvalid, validationActionsInvalid, matchResourcesInvalid],
};
