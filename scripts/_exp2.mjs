import * as esbuild from 'esbuild';
const out = process.argv[2]; const stubs = new RegExp(process.argv[3]);
const stub = { name: 'stub', setup(b) { b.onResolve({ filter: stubs }, (a) => ({ path: a.path, namespace: 'stub' })); b.onLoad({ filter: /.*/, namespace: 'stub' }, () => ({ contents: 'const f = function(){ return p }; const p = new Proxy(f, {get: (t,k) => k === "__esModule" ? false : p, apply: () => p, construct: () => p}); module.exports = p;', loader: 'js' })); } };
const r = await esbuild.build({ entryPoints: { plumbline: 'packages/cli/src/bin.ts', 'lint-worker': 'packages/cli/src/lint/worker.ts' }, outdir: out, bundle: true, splitting: true, format: 'esm', platform: 'node', target: 'node20', minifyWhitespace: true, minifySyntax: true, metafile: true, tsconfig: 'tsconfig.json', logLevel: 'error', plugins: [stub],
  banner: { js: "#!/usr/bin/env node\nimport { createRequire as __plumblineCreateRequire } from 'node:module';\nconst require = __plumblineCreateRequire(import.meta.url);" } });
let total = 0; for (const [o, v] of Object.entries(r.metafile.outputs)) total += v.bytes; console.log('bytes', total);
