import type { KindModule } from '../_shared/kind-module.js';
import { componentStatusKind } from './kind.js';
import conditionInvalid from './condition-invalid.js';
import deprecatedKind from './deprecated-kind.js';
import notWritable from './not-writable.js';

export const kindModule: KindModule = {
  kinds: [componentStatusKind],
  rules: [conditionInvalid, deprecatedKind, notWritable],
};
