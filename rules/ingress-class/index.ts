import type { KindModule } from '../_shared/kind-module.js';
import controllerImmutable from './controller-immutable.js';
import controllerInvalid from './controller-invalid.js';
import defaultAnnotationInvalid from './default-annotation-invalid.js';
import defaultClassDuplicate from './default-class-duplicate.js';
import { ingressClassKind } from './kind.js';
import parametersApiGroupMissing from './parameters-api-group-missing.js';
import parametersReferenceInvalid from './parameters-reference-invalid.js';
import parametersScopeInvalid from './parameters-scope-invalid.js';

export const kindModule: KindModule = {
  kinds: [ingressClassKind],
  rules: [
    controllerInvalid,
    controllerImmutable,
    parametersReferenceInvalid,
    parametersScopeInvalid,
    parametersApiGroupMissing,
    defaultAnnotationInvalid,
    defaultClassDuplicate,
  ],
};
