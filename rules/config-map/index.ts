import type { KindModule } from '../_shared/kind-module.js';
import immutableChanged from './immutable-changed.js';
import keyInDataAndBinaryData from './key-in-data-and-binary-data.js';
import keyInvalid from './key-invalid.js';
import { configMapKind } from './kind.js';
import nonUtf8DataValue from './non-utf8-data-value.js';
import tooLarge from './too-large.js';

export const kindModule: KindModule = {
  kinds: [configMapKind],
  rules: [keyInvalid, keyInDataAndBinaryData, tooLarge, nonUtf8DataValue, immutableChanged],
};
