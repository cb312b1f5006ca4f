import * as esbuild from 'esbuild';
const out = process.argv[2]; const extra = JSON.parse(process.argv[3] ?? '{}');
const r = await esbuild.build({ entryPoints: { plumbline: 'packages/cli/src/bin.ts', 'lint-worker': 'packages/cli/src/lint/worker.ts' }, outdir: out, bundle: true, splitting: true, format: 'esm', platform: 'node', target: 'node20', minifyWhitespace: true, minifySyntax: true, metafile: true, tsconfig: 'tsconfig.json', logLevel: 'warning',
  banner: { js: "#!/usr/bin/env node\nimport { createRequire as __plumblineCreateRequire } from 'node:module';\nconst require = __plumblineCreateRequire(import.meta.url);" }, ...extra });
let total = 0; for (const [o, v] of Object.entries(r.metafile.outputs)) total += v.bytes; console.log('bytes', total);
