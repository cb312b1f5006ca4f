import type { KindModule } from '../_shared/kind-module.js';
import { leaseKind } from './kind.js';
import alphaFieldDropped from './alpha-field-dropped.js';
import preferredHolderWithoutStrategy from './preferred-holder-without-strategy.js';
import strategyInvalid from './strategy-invalid.js';
import valueOutOfRange from './value-out-of-range.js';

export const kindModule: KindModule = {
  kinds: [leaseKind],
  rules: [alphaFieldDropped, preferredHolderWithoutStrategy, strategyInvalid, valueOutOfRange],
};
