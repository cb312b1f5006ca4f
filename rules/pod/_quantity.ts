// The exact quantity helpers live in rules/_shared (the volume rules use them too); re-exported for the pod rules.
export { addExact, compareExact, type Exact, exactQuantity, exactText, isWhole } from '../_shared/exact-quantity.js';
