import type { KindModule } from '../_shared/kind-module.js';
import { ipAddressKind } from './kind.js';
import nameInvalid from './name-invalid.js';
import parentRefFormat from './parent-ref-format.js';
import parentRefImmutable from './parent-ref-immutable.js';
import parentRefInvalid from './parent-ref-invalid.js';

export const kindModule: KindModule = {
  kinds: [ipAddressKind],
  rules: [nameInvalid, parentRefFormat, parentRefImmutable, parentRefInvalid],
};
