import annotationInvalid from './annotation-invalid.js';
import fieldImmutable from './field-immutable.js';
import finalizerAddedWhileDeleting from './finalizer-added-while-deleting.js';
import finalizerInvalid from './finalizer-invalid.js';
import generateNameInvalid from './generate-name-invalid.js';
import labelInvalid from './label-invalid.js';
import nameInvalid from './name-invalid.js';
import nameMissing from './name-missing.js';
import namespaceInvalid from './namespace-invalid.js';
import namespaceOnClusterScoped from './namespace-on-cluster-scoped.js';
import ownerReferenceInvalid from './owner-reference-invalid.js';

export const rules = [
  annotationInvalid,
  fieldImmutable,
  finalizerAddedWhileDeleting,
  finalizerInvalid,
  generateNameInvalid,
  labelInvalid,
  nameInvalid,
  nameMissing,
  namespaceInvalid,
  namespaceOnClusterScoped,
  ownerReferenceInvalid,
];
