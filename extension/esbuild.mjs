// Bundles the extension: the VS Code client (src/extension.ts) and the language server
// (packages/language-server/src/main.ts) into dist/, CommonJS, `vscode` left external.
// Copies the JSON Schema of .plumbline.yaml into dist/ too. `--watch` rebuilds on change.
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const watch = process.argv.includes('--watch');
const production = !watch && !process.argv.includes('--dev');

/** @type {import('esbuild').BuildOptions} */
const options = {
  entryPoints: {
    extension: path.join(here, 'src/extension.ts'),
    server: path.join(root, 'packages/language-server/src/main.ts'),
  },
  outdir: path.join(here, 'dist'),
  outExtension: { '.js': '.cjs' },
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  external: ['vscode'],
  sourcemap: production ? false : 'linked',
  minify: production,
  tsconfig: path.join(root, 'tsconfig.json'),
  logLevel: 'warning',
  // import.meta.url is used by a few modules; give CommonJS a value for it.
  define: { 'import.meta.url': '__plumbline_import_meta_url' },
  banner: { js: "const __plumbline_import_meta_url = require('url').pathToFileURL(__filename).href;" },
};

mkdirSync(path.join(here, 'dist'), { recursive: true });
copyFileSync(path.join(root, 'packages/host/schema/plumbline-config.schema.json'), path.join(here, 'dist/plumbline-config.schema.json'));

if (watch) {
  const context = await esbuild.context(options);
  await context.watch();
} else {
  await esbuild.build(options);
}
