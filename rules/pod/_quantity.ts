// The exact quantity helpers live in rules/_shared (the volume rules use them too); re-exported for the pod rules.
export { compareExact, type Exact, exactQuantity, isWhole } from '../_shared/exact-quantity.js';
