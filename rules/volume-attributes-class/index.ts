import type { KindModule } from '../_shared/kind-module.js';
import driverNameInvalid from './driver-name-invalid.js';
import immutableFieldChanged from './immutable-field-changed.js';
import { volumeAttributesClassKind } from './kind.js';
import parametersInvalid from './parameters-invalid.js';

export const kindModule: KindModule = {
  kinds: [volumeAttributesClassKind],
  rules: [driverNameInvalid, parametersInvalid, immutableFieldChanged],
};
