/** Custom resources and their CustomResourceDefinitions, as the apiextensions API server reads them. */
export * from './catalog.js';
export * from './cel.js';
export * from './rule-ids.js';
export { readSchema, SERVER_FORMATS, type Schema as CustomResourceSchema, type ValidationRule } from './structural.js';
export { FORMAT_CHECKS } from './formats.js';
export { kubernetesCel } from './kubernetes-cel.js';
export { crdProblems } from './crd-check.js';
