import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../utils/paths.js';

/** The built command line; tests spawn it as a real process. */
export const BIN = path.join(repoRoot, 'packages/cli/dist/plumbline.js');
export const FIXTURES = path.join(repoRoot, 'test/fixtures/cli');

let built = false;

/** Builds the bundle once if it is missing (`npm test` builds first). */
export function ensureBuilt(): void {
  if (built || existsSync(path.join(repoRoot, 'packages/cli/dist/lint-worker.js'))) {
    built = true;
    return;
  }
  const result = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/build.mjs')], { cwd: repoRoot, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`build failed: ${result.stderr}`);
  built = true;
}

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function run(args: readonly string[], options: { cwd?: string; input?: string; env?: Record<string, string> } = {}): Run {
  const result = spawnSync(process.execPath, [BIN, ...args], {
    cwd: options.cwd ?? repoRoot,
    encoding: 'utf8',
    input: options.input ?? '',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '', ...options.env },
    maxBuffer: 1 << 28,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/**
 * The environment that loads `source`, a CommonJS probe written to `dir/probe.cjs`, into the command before it starts
 * (`NODE_OPTIONS=--require`): for tests that watch what the real process loads or reads.
 */
export function probeEnv(dir: string, source: string): Record<string, string> {
  const file = path.join(dir, 'probe.cjs');
  writeFileSync(file, source);
  return { NODE_OPTIONS: `--require ${file}` };
}

/**
 * A probe (see `probeEnv`) that counts the reads `fs.readFileSync` makes of files whose path matches `pattern`, by the
 * part of the path matched, and writes them on standard error at exit: `reads {"<match>":<count>,…}` (`readsReported`).
 */
export function readsProbe(pattern: RegExp): string {
  return [
    "const fs = require('node:fs');",
    `const pattern = new RegExp(${JSON.stringify(pattern.source)}, ${JSON.stringify(pattern.flags)});`,
    'const reads = {};',
    'const original = fs.readFileSync;',
    'fs.readFileSync = function (file, ...rest) {',
    "  const match = typeof file === 'string' ? pattern.exec(file) : null;",
    '  if (match) reads[match[0]] = (reads[match[0]] ?? 0) + 1;',
    '  return original.call(this, file, ...rest);',
    '};',
    "process.on('exit', () => process.stderr.write('reads ' + JSON.stringify(reads) + '\\n'));",
  ].join('\n');
}

/** The reads a `readsProbe` reported on standard error (it fails when there is no report). */
export function readsReported(stderr: string): Record<string, number> {
  const line = /^reads (\{.*\})$/m.exec(stderr);
  if (!line) throw new Error(`no reads reported on standard error: ${stderr}`);
  return JSON.parse(line[1]!) as Record<string, number>;
}

/**
 * Hooks for a `describe` whose tests run the real command in a fresh folder with a probe loaded (`probeEnv`): the
 * object returned holds the running test's `dir` and `env`.
 */
export function probedFolders(prefix: string, probe: string): { dir: string; env: Record<string, string> } {
  const current = { dir: '', env: {} as Record<string, string> };
  before(ensureBuilt);
  beforeEach(() => {
    current.dir = mkdtempSync(path.join(tmpdir(), prefix));
    current.env = probeEnv(current.dir, probe);
  });
  afterEach(() => rmSync(current.dir, { recursive: true, force: true }));
  return current;
}
