import type { KindModule } from '../_shared/kind-module.js';
import { apiServiceKind } from './kind.js';
import caBundleNotPem from './ca-bundle-not-pem.js';
import conditionInvalid from './condition-invalid.js';
import conditionStatusInvalid from './condition-status-invalid.js';
import groupVersionInvalid from './group-version-invalid.js';
import insecureSkipTlsVerify from './insecure-skip-tls-verify.js';
import nameMismatch from './name-mismatch.js';
import priorityOutOfRange from './priority-out-of-range.js';
import serviceInvalid from './service-invalid.js';
import tlsConfigConflict from './tls-config-conflict.js';

export const kindModule: KindModule = {
  kinds: [apiServiceKind],
  rules: [
    caBundleNotPem,
    conditionInvalid,
    conditionStatusInvalid,
    groupVersionInvalid,
    insecureSkipTlsVerify,
    nameMismatch,
    priorityOutOfRange,
    serviceInvalid,
    tlsConfigConflict,
  ],
};
