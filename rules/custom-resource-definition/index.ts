import type { KindModule } from '../_shared/kind-module.js';
import { customResourceDefinitionKind } from './kind.js';
import conversionInvalid from './conversion-invalid.js';
import defaultInvalid from './default-invalid.js';
import namesInvalid from './names-invalid.js';
import schemaInvalid from './schema-invalid.js';
import schemaNotStructural from './schema-not-structural.js';
import validationRuleInvalid from './validation-rule-invalid.js';
import versionsInvalid from './versions-invalid.js';

/** CustomResourceDefinitions themselves, validated as apiextensions validates them (the published schema is merged in). */
export const kindModule: KindModule = {
  kinds: [customResourceDefinitionKind],
  rules: [conversionInvalid, defaultInvalid, namesInvalid, schemaInvalid, schemaNotStructural, validationRuleInvalid, versionsInvalid],
};
