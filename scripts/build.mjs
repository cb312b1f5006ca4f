// Bundles the command line (and the gates it starts) with esbuild. Types are checked
// separately (`npm run typecheck`). `--watch` rebuilds on change.
import * as esbuild from 'esbuild';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { generate as generateConfigValidator } from '../packages/host/scripts/gen-config-validator.mjs';
import { buildLazyModules, SIDE_FILES } from './lazy-modules.mjs';

// The `.plumbline.yaml` validator is ajv standalone code generated from the published schema.
{
  const target = new URL('../packages/host/src/config/schema-validator.generated.ts', import.meta.url);
  const code = generateConfigValidator();
  if (readFileSync(target, 'utf8') !== code) writeFileSync(target, code);
}

const watch = process.argv.includes('--watch');
const outdir = 'packages/cli/dist';

/** @type {import('esbuild').BuildOptions} */
const shared = {
  outdir,
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  // Smaller files parse faster: `plumbline lint` cold start (see docs/cli.md, bench/lint).
  minifyWhitespace: true,
  minifySyntax: true,
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
};

// The application: one CommonJS file, because Node 20 keeps a V8 code cache for scripts and not for
// ES modules (launch/compile-cache.ts). The sources are ES modules; the one `import.meta.url` they
// read (the lint's worker entry, next to the bundle) becomes the bundle's own location.
/** @type {import('esbuild').BuildOptions} */
const appOptions = {
  ...shared,
  entryPoints: { app: 'packages/cli/src/app.ts' },
  outExtension: { '.js': '.cjs' },
  metafile: true,
  define: { 'import.meta.url': '__plumblineImportMetaUrl' },
  banner: { js: 'var __plumblineImportMetaUrl = require("node:url").pathToFileURL(__filename).href;' },
};
// CEL with RE2, the yaml parser and the webhook's and language server's libraries go to side files loaded on
// first use, and child_process loads on its first call (see lazy-modules.mjs).
appOptions.plugins = [await buildLazyModules(outdir, appOptions)];

/** The launchers: `plumbline` and the worker threads' entry, each loading app.cjs through the cache. */
const launcherOptions = (appId) => ({
  ...shared,
  entryPoints: { plumbline: 'packages/cli/src/launch/plumbline.ts', 'lint-worker': 'packages/cli/src/launch/lint-worker.ts' },
  define: { PLUMBLINE_APP_ID: appId === undefined ? 'undefined' : JSON.stringify(appId) },
  banner: { js: '#!/usr/bin/env node' },
});

// The package is an ES-module package; its bundle folder holds CommonJS files.
mkdirSync(outdir, { recursive: true });
writeFileSync(path.join(outdir, 'package.json'), `${JSON.stringify({ type: 'commonjs' })}\n`);

if (watch) {
  // A watch build keeps no compile cache: the launchers have no build hash to name it by.
  await esbuild.build(launcherOptions(undefined));
  const context = await esbuild.context(appOptions);
  await context.watch();
} else {
  const result = await esbuild.build(appOptions);
  const app = readFileSync(path.join(outdir, 'app.cjs'));
  // The launcher reads app.cjs as Latin-1, which is right for ASCII only. esbuild escapes other
  // characters in strings, not in regular expressions: write those as \u escapes in the sources.
  const nonAscii = app.findIndex((byte) => byte > 0x7f);
  if (nonAscii >= 0) {
    const line = app.subarray(0, nonAscii).toString('latin1').split('\n').length;
    process.stderr.write(
      `build: ${outdir}/app.cjs has a character outside ASCII on line ${line}: ${app.subarray(nonAscii - 40, nonAscii + 20).toString('utf8')}\n`,
    );
    process.exit(1);
  }
  // The compile caches' names carry a hash of all the files the launcher compiles.
  const hash = createHash('sha256').update(app);
  for (const { file } of SIDE_FILES) hash.update(readFileSync(path.join(outdir, file)));
  const appId = hash.digest('hex').slice(0, 16);
  await esbuild.build(launcherOptions(appId));
  // Remove what earlier builds left: the ES-module chunks of builds before the compile cache (their
  // names carry content hashes) once they are ten minutes old, so that a run started on such a build
  // can still load them; and code caches of other builds of app.cjs, which no launcher reads.
  const produced = new Set(Object.keys(result.metafile.outputs).map((f) => path.resolve(f)));
  for (const name of readdirSync(outdir)) {
    const file = path.resolve(outdir, name);
    if (/^[a-z-]+-[0-9a-f]{16}-.*\.v8cache$/.test(name) && !name.includes(`-${appId}-`)) rmSync(file, { force: true });
    if (!/^(chunk|[a-z-]+)-[A-Z0-9]{8}\.js(\.map)?$/.test(name) || produced.has(file)) continue;
    if (Date.now() - statSync(file).mtimeMs > 10 * 60 * 1000) rmSync(file, { force: true });
  }
  // One run on the bundled examples writes the code cache (and shows the bundle starts).
  const warm = spawnSync(process.execPath, [path.join(outdir, 'plumbline.js'), 'lint', 'examples', '--no-progress'], { encoding: 'utf8' });
  if (warm.status !== 0 && warm.status !== 1) {
    process.stderr.write(`build: the built command failed on examples/ (exit ${warm.status}):\n${warm.stderr}`);
    process.exit(1);
  }
}
