import pkg from '../package.json';

/** Version of the command line (from packages/cli/package.json). */
export const VERSION: string = (pkg as { version: string }).version;
