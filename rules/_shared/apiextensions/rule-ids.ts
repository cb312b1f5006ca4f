/** Ids of the rules custom resources are checked by (reported by `rules/_shared/apiextensions`, defined in `rules/custom-resource/`). */
export const CR_RULES = {
  versionNotServed: 'custom-resource/version-not-served',
  kindNotDefined: 'custom-resource/kind-not-defined',
  fieldPruned: 'custom-resource/field-pruned',
  invalidType: 'custom-resource/invalid-type',
  requiredFieldMissing: 'custom-resource/required-field-missing',
  valueNotSupported: 'custom-resource/value-not-supported',
  valueInvalid: 'custom-resource/value-invalid',
  duplicateItem: 'custom-resource/duplicate-item',
  validationRuleFailed: 'custom-resource/validation-rule-failed',
  validationRulesNotEvaluated: 'custom-resource/validation-rules-not-evaluated',
} as const;
