// Modules that most runs of the command never call, moved out of the start-up path of the bundle.
//
// The CEL environment and the two RE2 engines serve only custom resources (x-kubernetes-validations,
// formats) and admission policies, and the position-keeping `yaml` parser only documents the fast
// path leaves to it, configuration files and rendered output; together they are a fifth of the code a
// cold `plumbline lint` compiles. The engine and the rules call them synchronously, so a dynamic
// `import()` cannot defer them; instead they are bundled into CommonJS side files, and the main
// bundle sees, in their place, small modules whose exports forward to those files, which Node's
// `require` (the one launch/compile-cache.ts gives the CommonJS bundle) loads on the first call. The sources and their tests
// are unchanged: only the bundle takes this route, and its CLI tests run through it.
import * as esbuild from 'esbuild';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The side files, next to the bundle, and the packages whose imports the main bundle forwards to each. */
export const SIDE_FILES = [
  { file: 'lazy-cel.cjs', packages: ['@plumbline/cel', 're2js'] },
  { file: 'lazy-yaml.cjs', packages: ['yaml'] },
  {
    file: 'lazy-gates.cjs',
    packages: [
      'node-forge',
      'prom-client',
      'pino',
      'vscode-languageserver',
      'vscode-languageserver/node',
      'vscode-languageserver-textdocument',
    ],
  },
];

/**
 * Builds the side files into `outdir` and returns an esbuild plugin that replaces the lazy packages
 * in the main build with forwarding modules.
 * @param {import('esbuild').BuildOptions} shared options the side builds take over (tsconfig, target, minification)
 */
export async function buildLazyModules(outdir, shared) {
  const sources = new Map();
  for (const { file, packages } of SIDE_FILES) {
    const outfile = path.resolve(outdir, file);
    await esbuild.build({
      stdin: {
        contents: packages.map((name, i) => `export * as m${i} from ${JSON.stringify(name)};`).join('\n'),
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
    packages.forEach((name, i) => sources.set(name, forwardingModule(`./${file}`, `m${i}`, side[`m${i}`])));
  }
  const escape = (text) => text.replace(/[/.]/g, '\\$&');
  return {
    name: 'plumbline-lazy-modules',
    setup(build) {
      const filter = new RegExp(`^(${[...sources.keys()].map(escape).join('|')})$`);
      build.onResolve({ filter }, (args) => ({ path: args.path, namespace: 'plumbline-lazy' }));
      build.onResolve({ filter: /^plumbline-lazy-loader$/ }, () => ({ path: 'loader', namespace: 'plumbline-lazy' }));
      build.onLoad({ filter: /.*/, namespace: 'plumbline-lazy' }, (args) => ({
        contents: args.path === 'loader' ? LOADER : sources.get(args.path),
        loader: 'js',
        resolveDir: process.cwd(),
      }));
      // The side files stay files of their own, found next to the bundle that requires them.
      const sideFiles = new RegExp(`^\\./(${SIDE_FILES.map((s) => escape(s.file)).join('|')})$`);
      build.onResolve({ filter: sideFiles }, (args) => ({ path: args.path, external: true }));
      // Node's child_process (with net, which it loads) took 4 ms of every start, for commander and the lint, which
      // only run programs now and then (Helm, Kustomize, git): a module of the same functions that loads it on the
      // first call stands in. The stand-in's own require of it is Node's.
      build.onResolve({ filter: /^(node:)?child_process$/ }, (args) =>
        args.namespace === 'plumbline-lazy-builtin' ? undefined : { path: 'child_process', namespace: 'plumbline-lazy-builtin' },
      );
      build.onLoad({ filter: /.*/, namespace: 'plumbline-lazy-builtin' }, () => ({ contents: LAZY_CHILD_PROCESS, loader: 'js' }));
    },
  };
}

/**
 * The functions of child_process the bundle calls (commander's `spawn`; `spawnSync`, `execFile` and `execFileSync` in
 * the sources). A name not here fails the build (esbuild: no matching export) rather than the run.
 */
const LAZY_CHILD_PROCESS = `
let real;
const load = () => (real ??= require('node:child_process'));
${['spawn', 'spawnSync', 'execFile', 'execFileSync'].map((name) => `export function ${name}(...args) { return load().${name}(...args); }`).join('\n')}
`;

/**
 * Loads each side file once, on the first call through a forwarding export, so nothing touches it at start-up. Proxies
 * forward calls, construction, property reads, `in` and `instanceof` (through the prototype); not the listing of own
 * keys, which nothing in the sources asks of these packages.
 */
const LOADER = `
const sides = new Map();
// A literal path per file: esbuild keeps such a require as it is (the side files are external).
const requireSide = { ${SIDE_FILES.map(({ file }) => `${JSON.stringify(`./${file}`)}: () => require(${JSON.stringify(`./${file}`)})`).join(', ')} };
export function loadSide(file, module) {
  let side = sides.get(file);
  if (side === undefined) sides.set(file, (side = requireSide[file]()));
  return side[module];
}
export function forwardProxy(real, target) {
  const proxy = new Proxy(target, {
    apply: (_, self, args) => Reflect.apply(real(), self, args),
    construct: (_, args, newTarget) => Reflect.construct(real(), args, newTarget === proxy ? real() : newTarget),
    get: (_, key) => Reflect.get(real(), key),
    has: (_, key) => Reflect.has(real(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
  });
  return proxy;
}
`;

/**
 * The source of the forwarding module for one lazy package, given the package's exports as its side file has them.
 * Each export is a live binding (`let`) that holds a stand-in until the first use loads the side file, and the real
 * value after, so only the first calls pay for the forwarding: a plain function's stand-in forwards its calls; a class,
 * a function with properties of its own (`visit.BREAK`) or an object is a proxy that constructs, reads properties and
 * answers `instanceof` through the real value (a stand-in kept before the load keeps working); constants are copied.
 */
function forwardingModule(file, module, exports) {
  const lines = ["import { loadSide, forwardProxy } from 'plumbline-lazy-loader';"];
  const assignments = [];
  for (const [name, value] of Object.entries(exports)) {
    if (!/^[A-Za-z_$][\w$]*$/.test(name)) throw new Error(`lazy-modules: export ${name} of ${file} cannot be forwarded`);
    // `default` is no name for a variable: each export is a variable of its own, exported under its name.
    const local = `export_${name}`;
    if (value === null || typeof value === 'string' || typeof value === 'boolean' || Number.isFinite(value)) {
      lines.push(`const ${local} = ${JSON.stringify(value)};`);
    } else if (typeof value === 'function' || (typeof value === 'object' && value !== null)) {
      const plain =
        typeof value === 'function' &&
        !/^class\b/.test(Function.prototype.toString.call(value)) &&
        Reflect.ownKeys(value).every((key) => ['length', 'name', 'prototype'].includes(key));
      const real = `() => (load(), ${local})`;
      lines.push(
        plain
          ? `let ${local} = function (...args) { load(); return ${local}.apply(this, args); };`
          : `let ${local} = forwardProxy(${real}, ${typeof value === 'function' ? 'function () {}' : '{}'});`,
      );
      assignments.push(`${local} = side.${name};`);
    } else {
      throw new Error(`lazy-modules: export ${name} of ${file} is a ${typeof value}, which is not forwarded`);
    }
    lines.push(`export { ${local} as ${name} };`);
  }
  lines.push(
    `let loaded = false;`,
    `function load() {`,
    `  if (loaded) return;`,
    `  const side = loadSide(${JSON.stringify(file)}, ${JSON.stringify(module)});`,
    ...assignments.map((line) => `  ${line}`),
    `  loaded = true;`,
    `}`,
  );
  return lines.join('\n');
}
