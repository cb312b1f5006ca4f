import { runServer } from './index.js';

/** Standalone entry (the VS Code extension bundles this): `node server.cjs --node-ipc | --stdio`. */
runServer(process.argv.includes('--node-ipc') ? 'ipc' : 'stdio');
