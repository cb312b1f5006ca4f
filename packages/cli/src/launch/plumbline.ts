import { loadApp } from './compile-cache.js';

// dist/plumbline.js, the `plumbline` command: loads the application bundle beside it.
loadApp(__dirname).runCli(process.argv.slice(2));
