/** The validating admission webhook of Plumbline (the cluster gate). */
export * from './admission.js';
export * from './config.js';
export * from './health.js';
export * from './metrics.js';
export * from './server.js';
export * from './tls-files.js';
export * from './certs.js';
export * from './cli.js';
export * from './policies.js';
