/**
 * The bundle's application module (dist/app.cjs): everything the command runs. The launchers in
 * launch/ load it through the compile cache and call one of these.
 */
export { runCli } from './run-cli.js';
export { serveLintRequests } from './lint/worker.js';
