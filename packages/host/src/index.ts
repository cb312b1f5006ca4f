/**
 * The host layer the three gates share: configuration loading, input discovery, the index
 * of stored objects for update checks, and rule documentation rendering. It reads files;
 * the engine and the ruleset below it do not.
 */
export * from './config/index.js';
export * from './inputs.js';
export * from './stored-objects.js';
export * from './rule-docs.js';
export * from './custom-resources.js';
export * from './admission-policies.js';
