import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cacheFolder } from '../../packages/cli/src/launch/compile-cache.js';
import { BIN, ensureBuilt, FIXTURES, probeEnv, run } from './helpers.js';

/**
 * The launcher's V8 code cache (packages/cli/src/launch/compile-cache.ts), through the real command with
 * PLUMBLINE_COMPILE_CACHE naming a fresh folder. The launcher writes the cache only when it has none or
 * V8 rejected the one it read, so an unchanged file after a run means V8 took it.
 */
describe('the compile cache of the command', function () {
  this.timeout(60_000);
  let dir: string;
  const file = path.join(FIXTURES, 'project/manifests/bad.yaml');
  const lint = (cache: string, args: readonly string[] = []) =>
    run(['lint', file, '--format', 'json', '--no-progress', ...args], { env: { PLUMBLINE_COMPILE_CACHE: cache } });
  const cacheFiles = () => readdirSync(dir).filter((name) => name.endsWith('.v8cache'));
  let uncached: ReturnType<typeof run>;

  before(() => {
    ensureBuilt();
    uncached = lint('off');
    assert.equal(uncached.code, 1);
    assert.equal(uncached.stderr, '');
    assert.match(uncached.stdout, /"ruleId"/);
  });
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'plumbline-compile-cache-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("is written by the first run, named by the build, V8 version, architecture and V8's tag, and taken by the next", () => {
    const first = lint(dir);
    assert.deepEqual(first, uncached);
    const names = cacheFiles();
    assert.equal(names.length, 1);
    assert.match(names[0]!, new RegExp(`^app-[0-9a-f]{16}-${process.versions.v8.replace(/\./g, '\\.')}-${process.arch}-[0-9a-f]{8}\\.v8cache$`));
    const cacheFile = path.join(dir, names[0]!);
    const written = { bytes: readFileSync(cacheFile), mtime: statSync(cacheFile).mtimeMs };
    assert.ok(written.bytes.length > 100_000, `a cache of ${written.bytes.length} bytes`);

    const second = lint(dir);
    assert.deepEqual(second, uncached);
    assert.equal(statSync(cacheFile).mtimeMs, written.mtime);
    assert.deepEqual(readFileSync(cacheFile), written.bytes);
    assert.deepEqual(readdirSync(dir), names, 'no temporary file is left');
  });

  it('sits beside the bundle by default, where the build wrote it and a run takes it', () => {
    const dist = path.dirname(BIN);
    const mine = new RegExp(`^app-[0-9a-f]{16}-${process.versions.v8.replace(/\./g, '\\.')}-${process.arch}-[0-9a-f]{8}\\.v8cache$`);
    const beside = () => readdirSync(dist).filter((name) => mine.test(name));
    assert.deepEqual(lint('').stdout, uncached.stdout);
    const [name, ...others] = beside();
    assert.deepEqual(others, [], 'one cache of app.cjs, for this build, V8 and architecture');
    const mtime = statSync(path.join(dist, name!)).mtimeMs;
    assert.deepEqual(lint('').stdout, uncached.stdout);
    assert.equal(statSync(path.join(dist, name!)).mtimeMs, mtime);
  });

  it('is kept apart for runs with other V8 flags, so that runs alternating between flags each keep theirs', () => {
    // `--max-old-space-size` is a V8 flag Node takes in NODE_OPTIONS; V8 rejects a cache written under other flags.
    const withFlag = (cache: string) =>
      run(['lint', file, '--format', 'json', '--no-progress'], {
        env: { PLUMBLINE_COMPILE_CACHE: cache, NODE_OPTIONS: '--max-old-space-size=300' },
      });
    assert.deepEqual(lint(dir), uncached);
    const [plain] = cacheFiles();
    assert.deepEqual(withFlag(dir), uncached);
    const flagged = cacheFiles().filter((name) => name !== plain);
    assert.equal(flagged.length, 1, `a second cache beside ${plain}: ${cacheFiles().join(', ')}`);
    assert.equal(flagged[0]!.replace(/-[0-9a-f]{8}\.v8cache$/, ''), plain!.replace(/-[0-9a-f]{8}\.v8cache$/, ''), 'only the tag differs');
    const mtimes = () => cacheFiles().map((name) => statSync(path.join(dir, name)).mtimeMs);
    const written = mtimes();
    // Alternating: each run takes its own cache, and neither is written again.
    assert.deepEqual(lint(dir), uncached);
    assert.deepEqual(withFlag(dir), uncached);
    assert.deepEqual(lint(dir), uncached);
    assert.deepEqual(mtimes(), written);
  });

  it('replaces a cache V8 rejects, and the run that rejected it lints as without one', () => {
    lint(dir);
    const cacheFile = path.join(dir, cacheFiles()[0]!);
    const garbage = Buffer.alloc(statSync(cacheFile).size, 0x5a);
    writeFileSync(cacheFile, garbage);
    assert.deepEqual(lint(dir), uncached);
    const rewritten = readFileSync(cacheFile);
    assert.notDeepEqual(rewritten, garbage);
    const mtime = statSync(cacheFile).mtimeMs;
    assert.deepEqual(lint(dir), uncached);
    assert.equal(statSync(cacheFile).mtimeMs, mtime, 'the rewritten cache is taken');
  });

  it('serves the worker threads too, which read it and leave the writing to the main thread', () => {
    const folder = path.join(dir, 'manifests');
    mkdirSync(folder);
    // Three batches of 16 files: the main thread lints some, a worker thread the others.
    for (let i = 0; i < 40; i++) {
      writeFileSync(
        path.join(folder, `s${i}.yaml`),
        `apiVersion: v1\nkind: Service\nmetadata: {name: s${i}}\nspec:\n  ports: [{port: ${i === 7 ? 70000 : 80}}]\n`,
      );
    }
    const cache = path.join(dir, 'cache');
    const probe = probeEnv(
      dir,
      [
        "const fs = require('node:fs');",
        "const { threadId } = require('node:worker_threads');",
        'const original = fs.readFileSync;',
        'fs.readFileSync = function (file, ...rest) {',
        "  if (typeof file === 'string' && file.endsWith('.v8cache'))",
        "    fs.appendFileSync(process.env.CACHE_READS, threadId + ' ' + require('node:path').basename(file).split('-')[0] + '\\n');",
        '  return original.call(this, file, ...rest);',
        '};',
      ].join('\n'),
    );
    const reads = path.join(dir, 'reads.txt');
    const lintFolder = (setting: string) =>
      run(['lint', folder, '--format', 'json', '--no-progress', '--workers', '2'], {
        env: { ...probe, CACHE_READS: reads, PLUMBLINE_COMPILE_CACHE: setting },
      });
    const expected = lintFolder('off');
    assert.equal(expected.code, 1, expected.stderr);
    assert.equal(lintFolder(cache).stdout, expected.stdout);
    // The Service whose port is out of range is in a flow mapping: the full parser places it, from the yaml side file.
    const names = readdirSync(cache).sort();
    assert.deepEqual(
      names.map((name) => name.split('-')[0]),
      ['app', 'lazy'],
    );
    const mtimes = names.map((name) => statSync(path.join(cache, name)).mtimeMs);
    rmSync(reads);
    assert.equal(lintFolder(cache).stdout, expected.stdout);
    const readBy = readFileSync(reads, 'utf8').split('\n').filter(Boolean);
    assert.deepEqual(readBy.filter((line) => line.endsWith(' app')).sort(), ['0 app', '1 app']);
    assert.equal(readBy.filter((line) => line.endsWith(' lazy')).length, 1);
    assert.deepEqual(
      names.map((name) => statSync(path.join(cache, name)).mtimeMs),
      mtimes,
    );
  });

  it('runs the same where the folder cannot be written', () => {
    const blocked = path.join(dir, 'a-file');
    writeFileSync(blocked, '');
    assert.deepEqual(lint(path.join(blocked, 'cache')), uncached);
    assert.deepEqual(readdirSync(dir), ['a-file']);
  });

  it('is neither read nor written with PLUMBLINE_COMPILE_CACHE=off, and Node options that set no V8 flag keep it', () => {
    // A probe loaded before the command (NODE_OPTIONS=--require) reports each cache file it opens, as it opens it
    // (standard error is synchronous on a pipe): the cache is written in an exit handler after the probe's own.
    const probe = probeEnv(
      dir,
      [
        "const fs = require('node:fs');",
        "const { basename } = require('node:path');",
        'for (const name of ["readFileSync", "openSync"]) {',
        '  const original = fs[name];',
        '  fs[name] = function (file, ...rest) {',
        // readFileSync opens through openSync: only the temporary file's opening is a write.
        "    if (typeof file === 'string' && (name === 'openSync' ? /\\.v8cache\\..*\\.tmp$/ : /\\.v8cache$/).test(file))",
        "      process.stderr.write(name + ' ' + basename(file) + '\\n');",
        '    return original.call(this, file, ...rest);',
        '  };',
        '}',
      ].join('\n'),
    );
    const withProbe = (cache: string) =>
      run(['lint', file, '--format', 'json', '--no-progress'], { env: { ...probe, PLUMBLINE_COMPILE_CACHE: cache } });

    const off = withProbe('OFF');
    assert.equal(off.stdout, uncached.stdout);
    assert.equal(off.stderr, '');

    const first = withProbe(dir);
    assert.equal(first.stdout, uncached.stdout);
    const [name] = cacheFiles();
    assert.match(first.stderr, new RegExp(`^readFileSync ${name}\\nopenSync ${name}\\.\\d+-0\\.tmp\\n$`));
    const second = withProbe(dir);
    assert.equal(second.stdout, uncached.stdout);
    assert.equal(second.stderr, `readFileSync ${name}\n`);
  });
});

describe('the folder of the compile cache', () => {
  const bundle = '/opt/plumbline/dist';
  const writable = () => true;
  const readOnly = () => false;
  const home = () => '/home/u';

  it('is off with PLUMBLINE_COMPILE_CACHE off, 0 or false, in any case', () => {
    for (const value of ['off', 'OFF', '0', 'false', 'False'])
      assert.equal(cacheFolder(bundle, { PLUMBLINE_COMPILE_CACHE: value }, writable, 'linux', home), undefined);
  });

  it('is the folder PLUMBLINE_COMPILE_CACHE names, resolved, writable or not', () => {
    assert.equal(cacheFolder(bundle, { PLUMBLINE_COMPILE_CACHE: '/var/cache/p' }, readOnly, 'linux', home), '/var/cache/p');
    assert.equal(cacheFolder(bundle, { PLUMBLINE_COMPILE_CACHE: 'rel' }, writable, 'linux', home), path.resolve('rel'));
  });

  it("is beside the bundle when that can be written, else the user's cache folder", () => {
    assert.equal(cacheFolder(bundle, {}, writable, 'linux', home), bundle);
    assert.equal(cacheFolder(bundle, { PLUMBLINE_COMPILE_CACHE: '' }, writable, 'linux', home), bundle);
    assert.equal(cacheFolder(bundle, {}, readOnly, 'linux', home), '/home/u/.cache/plumbline');
    assert.equal(cacheFolder(bundle, { XDG_CACHE_HOME: '/x' }, readOnly, 'linux', home), '/x/plumbline');
    assert.equal(cacheFolder(bundle, { XDG_CACHE_HOME: '' }, readOnly, 'linux', home), '/home/u/.cache/plumbline');
    assert.equal(
      cacheFolder(bundle, { LOCALAPPDATA: 'C:/Users/u/AppData/Local' }, readOnly, 'win32', home),
      path.join('C:/Users/u/AppData/Local', 'plumbline'),
    );
  });
});
