import type { KindModule } from '../_shared/kind-module.js';
import { coreEventKind, eventKind } from './kind.js';
import deprecatedField from './deprecated-field.js';
import deprecatedFieldSet from './deprecated-field-set.js';
import fieldImmutable from './field-immutable.js';
import fieldTooLong from './field-too-long.js';
import regardingNamespaceMismatch from './regarding-namespace-mismatch.js';
import reportingControllerInvalid from './reporting-controller-invalid.js';
import reportingControllerNotDomainPrefixed from './reporting-controller-not-domain-prefixed.js';
import requiredFieldMissing from './required-field-missing.js';
import seriesInvalid from './series-invalid.js';
import typeInvalid from './type-invalid.js';

export const kindModule: KindModule = {
  kinds: [eventKind, coreEventKind],
  rules: [
    deprecatedField,
    deprecatedFieldSet,
    fieldImmutable,
    fieldTooLong,
    regardingNamespaceMismatch,
    reportingControllerInvalid,
    reportingControllerNotDomainPrefixed,
    requiredFieldMissing,
    seriesInvalid,
    typeInvalid,
  ],
};
