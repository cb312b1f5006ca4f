import type { KindModule } from '../_shared/kind-module.js';
import { serviceKind } from './kind.js';

export const kindModule: KindModule = {
  kinds: [serviceKind],
  rules: [],
};
