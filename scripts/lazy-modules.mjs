// Modules that most runs of the command never call, moved out of the start-up path of the bundle.
//
// The CEL environment and the two RE2 engines serve only custom resources (x-kubernetes-validations,
// formats) and admission policies, yet they are a sixth of the code a cold `plumbline lint` compiles
// (about 10 ms of a 150 ms start on one small file, bench/lint). The rules call them synchronously,
// so a dynamic `import()` cannot defer them; instead they are bundled into one CommonJS side file,
// and the main bundle sees, in their place, small modules whose exports forward to that file,
// which Node's `require` (the bundle's banner defines it) loads on the first call. The sources and
// their tests are unchanged: only the bundle takes this route, and its CLI tests run through it.
import * as esbuild from 'esbuild';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Package names whose imports the main bundle forwards to the side file. */
export const LAZY_PACKAGES = ['@plumbline/cel', 're2js'];
/** The side file, next to the bundle's chunks. */
export const SIDE_FILE = 'lazy-cel.cjs';

/**
 * Builds the side file into `outdir` and returns an esbuild plugin that replaces the lazy packages
 * in the main build with forwarding modules.
 * @param {import('esbuild').BuildOptions} shared options the side build takes over (tsconfig, target, minification)
 */
export async function buildLazyModules(outdir, shared) {
  const outfile = path.resolve(outdir, SIDE_FILE);
  await esbuild.build({
    stdin: {
      contents: LAZY_PACKAGES.map((name, i) => `export * as m${i} from ${JSON.stringify(name)};`).join('\n'),
      resolveDir: process.cwd(),
      loader: 'js',
    },
    outfile,
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: shared.target,
    sourcemap: shared.sourcemap,
    minifyWhitespace: shared.minifyWhitespace,
    minifySyntax: shared.minifySyntax,
    tsconfig: shared.tsconfig,
    logLevel: shared.logLevel,
  });
  // The export names (and constant values) are read from the built file itself, so the forwarding
  // modules always match it. A fresh require: a watch build re-reads the changed file.
  const require = createRequire(import.meta.url);
  delete require.cache[require.resolve(outfile)];
  const side = require(outfile);
  const sources = new Map(LAZY_PACKAGES.map((name, i) => [name, forwardingModule(`m${i}`, side[`m${i}`])]));
  return {
    name: 'plumbline-lazy-modules',
    setup(build) {
      const filter = new RegExp(`^(${LAZY_PACKAGES.map((n) => n.replace(/[/.]/g, '\\$&')).join('|')})$`);
      build.onResolve({ filter }, (args) => ({ path: args.path, namespace: 'plumbline-lazy' }));
      build.onResolve({ filter: /^plumbline-lazy-loader$/ }, () => ({ path: 'loader', namespace: 'plumbline-lazy' }));
      build.onLoad({ filter: /.*/, namespace: 'plumbline-lazy' }, (args) => ({
        contents: args.path === 'loader' ? LOADER : sources.get(args.path),
        loader: 'js',
        resolveDir: process.cwd(),
      }));
      // The side file stays a file of its own, found next to the chunk that requires it.
      build.onResolve({ filter: new RegExp(`^\\./${SIDE_FILE.replace('.', '\\.')}$`) }, (args) => ({ path: args.path, external: true }));
    },
  };
}

/**
 * Loads the side file once. A function export forwards its calls; a class is a proxy that constructs, reads statics and
 * answers `instanceof` through the real class. Forwarding loads the file, so nothing touches it at start-up.
 */
const LOADER = `
let side;
export function load(name) { return (side ??= require(${JSON.stringify(`./${SIDE_FILE}`)}))[name]; }
export function forwardFunction(module, name) {
  return function (...args) { return load(module)[name].apply(this, args); };
}
export function forwardClass(module, name) {
  const real = () => load(module)[name];
  const proxy = new Proxy(function () {}, {
    apply: (_, self, args) => Reflect.apply(real(), self, args),
    construct: (_, args, newTarget) => Reflect.construct(real(), args, newTarget === proxy ? real() : newTarget),
    get: (_, key) => Reflect.get(real(), key),
    has: (_, key) => Reflect.has(real(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
  });
  return proxy;
}
`;

/** The source of the forwarding module for one lazy package, given the package's exports as the side file has them. */
function forwardingModule(module, exports) {
  const lines = ["import { forwardFunction, forwardClass } from 'plumbline-lazy-loader';"];
  for (const [name, value] of Object.entries(exports)) {
    if (!/^[A-Za-z_$][\w$]*$/.test(name)) throw new Error(`lazy-modules: export ${name} of ${module} cannot be forwarded`);
    if (typeof value === 'function') {
      const isClass = /^class\b/.test(Function.prototype.toString.call(value));
      lines.push(
        `export const ${name} = ${isClass ? 'forwardClass' : 'forwardFunction'}(${JSON.stringify(module)}, ${JSON.stringify(name)});`,
      );
    } else if (value === null || typeof value === 'string' || typeof value === 'boolean' || Number.isFinite(value)) {
      lines.push(`export const ${name} = ${JSON.stringify(value)};`);
    } else {
      throw new Error(`lazy-modules: export ${name} of ${module} is a ${typeof value}, which is not forwarded`);
    }
  }
  return lines.join('\n');
}
