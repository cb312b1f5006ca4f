// Bundles the command line (and the gates it starts) with esbuild. Types are checked
// separately (`npm run typecheck`). `--watch` rebuilds on change.
import * as esbuild from 'esbuild';
import { writeFileSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { generate as generateConfigValidator } from '../packages/host/scripts/gen-config-validator.mjs';
import { buildLazyModules } from './lazy-modules.mjs';

// The `.plumbline.yaml` validator is ajv standalone code generated from the published schema.
{
  const target = new URL('../packages/host/src/config/schema-validator.generated.ts', import.meta.url);
  const code = generateConfigValidator();
  if (readFileSync(target, 'utf8') !== code) writeFileSync(target, code);
}

const watch = process.argv.includes('--watch');

/** @type {import('esbuild').BuildOptions} */
const options = {
  entryPoints: { plumbline: 'packages/cli/src/bin.ts', 'lint-worker': 'packages/cli/src/lint/worker.ts' },
  outdir: 'packages/cli/dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  // Smaller files parse faster: `plumbline lint` cold start (see docs/cli.md, bench/lint).
  minifyWhitespace: true,
  minifySyntax: true,
  metafile: true,
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
  banner: {
    js: "#!/usr/bin/env node\nimport { createRequire as __plumblineCreateRequire } from 'node:module';\nconst require = __plumblineCreateRequire(import.meta.url);",
  },
};

// CEL with RE2, and the yaml parser, go to side files loaded on first use (see lazy-modules.mjs).
options.plugins = [await buildLazyModules(options.outdir, options)];

if (watch) {
  const context = await esbuild.context(options);
  await context.watch();
} else {
  const result = await esbuild.build(options);
  // Remove chunks of earlier builds (their names carry content hashes), once they are
  // ten minutes old, so that a run started on the previous build can still load them.
  const produced = new Set(Object.keys(result.metafile.outputs).map((f) => path.resolve(f)));
  for (const name of readdirSync(options.outdir)) {
    const file = path.resolve(options.outdir, name);
    if (!/^(chunk|[a-z-]+)-[A-Z0-9]{8}\.js(\.map)?$/.test(name) || produced.has(file)) continue;
    if (Date.now() - statSync(file).mtimeMs > 10 * 60 * 1000) rmSync(file, { force: true });
  }
}
