import type { KindModule } from '../_shared/kind-module.js';
import conditionInvalid from './condition-invalid.js';
import { storageVersionMigrationKind } from './kind.js';
import resourceChanged from './resource-changed.js';
import resourceGroupInvalid from './resource-group-invalid.js';
import resourceMissing from './resource-missing.js';
import statusInvalid from './status-invalid.js';

export const kindModule: KindModule = {
  kinds: [storageVersionMigrationKind],
  rules: [resourceMissing, resourceGroupInvalid, resourceChanged, conditionInvalid, statusInvalid],
};
