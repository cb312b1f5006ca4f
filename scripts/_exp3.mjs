import * as esbuild from 'esbuild';
const out = process.argv[2];
const r = await esbuild.build({ entryPoints: { plumbline: 'packages/cli/src/bin.ts' }, outdir: out, outExtension: { '.js': '.cjs' }, bundle: true, format: 'cjs', platform: 'node', target: 'node20', minifyWhitespace: true, minifySyntax: true, metafile: true, tsconfig: 'tsconfig.json', logLevel: 'error', define: { 'import.meta.url': '__importMetaUrl' }, banner: { js: 'const __importMetaUrl = require("url").pathToFileURL(__filename).href;' } });
let total = 0; for (const [o, v] of Object.entries(r.metafile.outputs)) total += v.bytes; console.log('bytes', total);
