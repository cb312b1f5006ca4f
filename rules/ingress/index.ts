import type { KindModule } from '../_shared/kind-module.js';
import backendInvalid from './backend-invalid.js';
import classAnnotationDeprecated from './class-annotation-deprecated.js';
import classAnnotationMismatch from './class-annotation-mismatch.js';
import classReferenceMissing from './class-reference-missing.js';
import classNameInvalid from './class-name-invalid.js';
import hostInvalid from './host-invalid.js';
import hostNotFullyQualified from './host-not-fully-qualified.js';
import httpPathsMissing from './http-paths-missing.js';
import { ingressKind } from './kind.js';
import pathInvalid from './path-invalid.js';
import pathTypeInvalid from './path-type-invalid.js';
import rulesAndDefaultBackendMissing from './rules-and-default-backend-missing.js';
import serviceReferenceMissing from './service-reference-missing.js';
import statusLoadBalancerInvalid from './status-load-balancer-invalid.js';
import statusPortInvalid from './status-port-invalid.js';
import tlsSecretNameInvalid from './tls-secret-name-invalid.js';

export const kindModule: KindModule = {
  kinds: [ingressKind],
  rules: [
    rulesAndDefaultBackendMissing,
    hostInvalid,
    hostNotFullyQualified,
    tlsSecretNameInvalid,
    httpPathsMissing,
    pathTypeInvalid,
    pathInvalid,
    backendInvalid,
    classNameInvalid,
    classAnnotationDeprecated,
    classAnnotationMismatch,
    statusLoadBalancerInvalid,
    statusPortInvalid,
    serviceReferenceMissing,
    classReferenceMissing,
  ],
};
