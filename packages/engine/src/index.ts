/**
 * Public API of Plumbline's engine. Pure: no file system, network or editor access, and no
 * ruleset: an `Engine` is built over whatever `Ruleset` it is given (`@plumbline/core`
 * binds it to Plumbline's own). The ruleset (`@plumbline/rules`) imports only this module.
 */
export * from './types.js';
export * from './path.js';
export { setField } from './fields.js';
export * from './engine.js';
export * from './rule.js';
export * from './registry.js';
export * from './schema.js';
export * from './k8s-types.js';
export * from './decode.js';
export * from './lint.js';
export * from './set.js';
export * from './fix.js';
export * from './suppress.js';
export * from './fast-lint.js';
export { isHazardousPlainScalar } from './plain-scalars.js';
export { keptCopy } from './own-copy.js';
export { screenDocument } from './screen.js';
export { splitDocuments, type Chunk } from './place-text.js';
export * from './pipeline.js';
export * from './parse/documents.js';
export * from './validators/index.js';
export * from './locate-text.js';
export * from './compact-schema.js';
export * from './dynamic-kinds.js';
