import annotationInvalid from './annotation-invalid.js';
import finalizerInvalid from './finalizer-invalid.js';
import labelInvalid from './label-invalid.js';
import nameInvalid from './name-invalid.js';
import nameMissing from './name-missing.js';
import namespaceInvalid from './namespace-invalid.js';
import namespaceOnClusterScoped from './namespace-on-cluster-scoped.js';
import ownerReferenceInvalid from './owner-reference-invalid.js';

export const rules = [annotationInvalid, finalizerInvalid, labelInvalid, nameInvalid, nameMissing, namespaceInvalid, namespaceOnClusterScoped, ownerReferenceInvalid];
