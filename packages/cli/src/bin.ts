import { runCli } from './run-cli.js';

// The command run from the TypeScript sources (`node --import tsx packages/cli/src/bin.ts`). The
// bundle starts from launch/plumbline.ts instead, which loads app.ts through the compile cache.
runCli(process.argv.slice(2));
