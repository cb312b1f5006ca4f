import type { KindModule } from '../_shared/kind-module.js';

// Not built yet: its issue fills in the kind definition and rules.
export const kindModule: KindModule = { kinds: [], rules: [] };
