import { accessSync, closeSync, constants as fsConstants, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import path from 'node:path';
import { cachedDataVersionTag, setFlagsFromString } from 'node:v8';
import { constants as vmConstants, Script } from 'node:vm';
import { isMainThread, threadId } from 'node:worker_threads';

/**
 * Loads the bundle's application (dist/app.cjs) with a V8 code cache.
 *
 * Compiling the bundle's JavaScript was about a third of a cold `plumbline lint` (docs/cli.md,
 * benchmark, eighth round). V8 can serialize what it compiled into a code cache and skip that work when the same
 * source is compiled again; Node 20 offers this for scripts (`vm.Script`'s `cachedData`) but not for
 * ES modules, which is why the bundle is CommonJS and loaded here rather than by `require`.
 *
 * The cache file is written at the end of the first run (so it holds the functions that run used, not
 * only the top level) and whenever V8 rejects it. V8 checks its own version, its flags and the
 * source's length, not the source's content, so the file's name carries the build's hash of app.cjs
 * and its side files (`PLUMBLINE_APP_ID`, defined by scripts/build.mjs), with the V8 version, the
 * architecture and V8's own tag of what a cache must match (`v8.cachedDataVersionTag()`: its version,
 * its flags and the CPU's features). Runs with other V8 flags (`--max-old-space-size`, `--single-threaded`)
 * therefore keep a cache of their own: with one name for all, each such run found the file the other
 * runs wrote, V8 rejected it, and the run wrote it again, so that runs alternating between two sets of
 * flags never had a cache. The side files (scripts/lazy-modules.mjs) get caches of their own when first used.
 *
 * `PLUMBLINE_COMPILE_CACHE=off` turns the cache off; another value names the folder to keep it in.
 * By default it sits beside the bundle, a folder as trusted as the code it caches, or in the user's
 * own cache folder when the bundle's cannot be written (`cacheFolder`). Where no folder can be
 * written the command runs as well, compiling every time.
 */

/** The application's exports (packages/cli/src/app.ts). */
export interface App {
  runCli(argv: readonly string[]): void;
  serveLintRequests(): void;
}

/** The content hash of app.cjs and its side files, set at build time; undefined in a watch build, which keeps no cache. */
declare const PLUMBLINE_APP_ID: string | undefined;

/**
 * Allocation-site pretenuring off (why: runLint in commands/lint.ts, which sets it too). V8's flags are
 * part of a code cache's validity, so they are set before the compile, the same in every run and
 * every thread, rather than by the lint after the cache was read.
 */
const V8_FLAGS = '--no-allocation-site-pretenuring';

/** The side files of scripts/lazy-modules.mjs, which app.cjs requires by these names on first use. */
const SIDE_FILE = /^\.\/(lazy-[a-z]+\.cjs)$/;

export function loadApp(bundleDir: string): App {
  setFlagsFromString(V8_FLAGS);
  const folder = cacheFolder(bundleDir, process.env, canWrite);
  const unwritten: { cacheFile: string; script: Script }[] = [];
  const sides = new Map<string, unknown>();
  /** Compiles and runs one CommonJS file of the bundle with its code cache; returns its exports. */
  const load = (name: string, encoding: 'latin1' | 'utf8', strict: boolean): unknown => {
    const file = path.join(bundleDir, name);
    const source = readFileSync(file, encoding);
    const cacheFile = cacheFileFor(folder, name);
    let cachedData: Buffer | undefined;
    if (cacheFile !== undefined) {
      try {
        cachedData = readFileSync(cacheFile);
      } catch {
        // No cache yet (or unreadable): compiled from source, and written at exit.
      }
    }
    // The CommonJS wrapper on a line of its own, so that positions in the file (and its source map) stay as they are.
    const script = new Script(
      `(function (exports, require, module, __filename, __dirname) {${strict ? "'use strict';" : ''}\n${source}\n})`,
      {
        filename: file,
        lineOffset: -1,
        cachedData,
        importModuleDynamically: vmConstants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
      },
    );
    // Worker threads read the cache but leave writing it to the main thread.
    if (cacheFile !== undefined && isMainThread && (cachedData === undefined || script.cachedDataRejected === true)) {
      if (unwritten.length === 0) process.once('exit', () => unwritten.forEach(({ cacheFile, script }) => writeCache(cacheFile, script)));
      unwritten.push({ cacheFile, script });
    }
    const nodeRequire = createRequire(file);
    // The side files come through here too, so that they have code caches of their own.
    const require = Object.assign((id: string): unknown => {
      const side = SIDE_FILE.exec(id)?.[1];
      if (side === undefined) return nodeRequire(id);
      if (!sides.has(side)) sides.set(side, load(side, 'utf8', false));
      return sides.get(side);
    }, nodeRequire);
    const module = { exports: {} };
    const wrapper = script.runInThisContext() as (
      exports: object,
      require: NodeJS.Require,
      module: { exports: object },
      filename: string,
      dirname: string,
    ) => void;
    wrapper.call(module.exports, module.exports, require, module, file, bundleDir);
    return module.exports;
  };
  // The build makes app.cjs ASCII (scripts/build.mjs checks it), and Latin-1 decodes ASCII to the same text as
  // UTF-8, into a one-byte string, in about half the time. Strict, as the ES modules it was
  // bundled from were. The side files are read as Node would read them: UTF-8 (one dependency's regular
  // expression has a micro sign), not strict.
  return load('app.cjs', 'latin1', true) as App;
}

/**
 * The folder of the code caches: `PLUMBLINE_COMPILE_CACHE` when it names one; else beside the bundle when that folder
 * can be written (a local install, a repository's build); else the user's cache folder (`$XDG_CACHE_HOME`, `~/.cache`,
 * or `%LOCALAPPDATA%` on Windows, then `plumbline`), for an install the user cannot write to, such as a global one
 * owned by root. Undefined when the cache is off.
 */
export function cacheFolder(
  bundleDir: string,
  env: NodeJS.ProcessEnv,
  canWrite: (dir: string) => boolean,
  platform: NodeJS.Platform = process.platform,
  home: () => string = homedir,
): string | undefined {
  const setting = env.PLUMBLINE_COMPILE_CACHE ?? '';
  if (/^(off|0|false)$/i.test(setting)) return undefined;
  if (setting !== '') return path.resolve(setting);
  if (canWrite(bundleDir)) return bundleDir;
  const base = (platform === 'win32' ? env.LOCALAPPDATA : env.XDG_CACHE_HOME) || path.join(home(), '.cache');
  return path.join(base, 'plumbline');
}

/** Whether this process may write in `dir` (access(2): a read-only file system says no even to root). */
function canWrite(dir: string): boolean {
  try {
    accessSync(dir, fsConstants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The cache file of one file of this build, for this V8 version, architecture and V8 flags; undefined when there is no
 * cache. Called after `loadApp` set V8_FLAGS: the tag changes with the flags.
 */
function cacheFileFor(folder: string | undefined, name: string): string | undefined {
  if (folder === undefined || typeof PLUMBLINE_APP_ID !== 'string') return undefined;
  const tag = cachedDataVersionTag().toString(16).padStart(8, '0');
  return path.join(folder, `${path.basename(name, '.cjs')}-${PLUMBLINE_APP_ID}-${process.versions.v8}-${process.arch}-${tag}.v8cache`);
}

/**
 * Written whole or not at all: to a temporary name, then renamed, so a concurrent run reads either file.
 * The temporary file is opened before V8 serializes anything, so a folder that cannot be written
 * costs no serialization.
 */
function writeCache(cacheFile: string, script: Script): void {
  const temp = `${cacheFile}.${process.pid}-${threadId}.tmp`;
  let fd: number;
  try {
    mkdirSync(path.dirname(cacheFile), { recursive: true });
    fd = openSync(temp, 'w');
  } catch {
    return; // A cache that cannot be written is only a slower next start.
  }
  try {
    try {
      writeSync(fd, script.createCachedData());
    } finally {
      closeSync(fd);
    }
    renameSync(temp, cacheFile);
  } catch {
    rmSync(temp, { force: true });
  }
}
