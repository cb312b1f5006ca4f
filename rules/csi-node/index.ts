import type { KindModule } from '../_shared/kind-module.js';
import driverChanged from './driver-changed.js';
import driverInvalid from './driver-invalid.js';
import { csiNodeKind } from './kind.js';
import specMissing from './spec-missing.js';

export const kindModule: KindModule = {
  kinds: [csiNodeKind],
  rules: [specMissing, driverInvalid, driverChanged],
};
