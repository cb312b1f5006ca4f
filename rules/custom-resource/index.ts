import type { KindModule } from '../_shared/kind-module.js';
import duplicateItem from './duplicate-item.js';
import fieldPruned from './field-pruned.js';
import invalidType from './invalid-type.js';
import kindNotDefined from './kind-not-defined.js';
import requiredFieldMissing from './required-field-missing.js';
import validationRuleFailed from './validation-rule-failed.js';
import validationRulesNotEvaluated from './validation-rules-not-evaluated.js';
import valueInvalid from './value-invalid.js';
import valueNotSupported from './value-not-supported.js';
import versionNotServed from './version-not-served.js';

/**
 * Custom resources, validated against the CRDs of the run: the kinds come at run time
 * (`rules/_shared/apiextensions`, a `DynamicKinds` provider for the engine), the rules below
 * are the findings it reports.
 */
export const kindModule: KindModule = {
  kinds: [],
  rules: [
    duplicateItem,
    fieldPruned,
    invalidType,
    kindNotDefined,
    requiredFieldMissing,
    validationRuleFailed,
    validationRulesNotEvaluated,
    valueInvalid,
    valueNotSupported,
    versionNotServed,
  ],
};
