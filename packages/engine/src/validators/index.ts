export * from './names.js';
export * from './ip.js';
export * from './quantity.js';
export * from './formats.js';
export * from './labels.js';
