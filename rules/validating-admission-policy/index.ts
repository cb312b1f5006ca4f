import type { KindModule } from '../_shared/kind-module.js';
import expressionInvalid from './expression-invalid.js';
import expressionTypeMismatch from './expression-type-mismatch.js';
import failurePolicyInvalid from './failure-policy-invalid.js';
import { validatingAdmissionPolicyKind } from './kind.js';
import matchConstraintsInvalid from './match-constraints-invalid.js';
import paramKindInvalid from './param-kind-invalid.js';
import validationsInvalid from './validations-invalid.js';
import variablesInvalid from './variables-invalid.js';

export const kindModule: KindModule = {
  kinds: [validatingAdmissionPolicyKind],
  rules: [
    matchConstraintsInvalid,
    validationsInvalid,
    variablesInvalid,
    paramKindInvalid,
    failurePolicyInvalid,
    expressionInvalid,
    expressionTypeMismatch,
  ],
};
