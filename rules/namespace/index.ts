import type { KindModule } from '../_shared/kind-module.js';
import { namespaceKind } from './kind.js';
import conditionInvalid from './condition-invalid.js';
import finalizerInvalid from './finalizer-invalid.js';
import finalizersChanged from './finalizers-changed.js';
import nameLabelMismatch from './name-label-mismatch.js';
import statusOnCreate from './status-on-create.js';
import statusPhaseInvalid from './status-phase-invalid.js';

export const kindModule: KindModule = {
  kinds: [namespaceKind],
  rules: [conditionInvalid, finalizerInvalid, finalizersChanged, nameLabelMismatch, statusOnCreate, statusPhaseInvalid],
};
