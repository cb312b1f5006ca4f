import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BIN, ensureBuilt } from './helpers.js';

/**
 * `plumbline lint` writes its report to a pipe synchronously (packages/cli/src/lint/stdout.ts), so that it does not wait
 * in memory: a reader slower than the writer fills the pipe (EAGAIN, tried again) and gets every byte; a reader that
 * closes the pipe early (`| head`) ends nothing but the output.
 */

describe('cli: standard output to a pipe', function () {
  this.timeout(60_000);
  let dir: string;
  before(ensureBuilt);
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'plumbline-stdout-'));
    mkdirSync(path.join(dir, 'in'));
    // 300 files with errors: about 380 KB of JSON, more than a pipe holds (64 KB).
    for (let i = 0; i < 300; i++)
      writeFileSync(
        path.join(dir, 'in', `svc-${String(i).padStart(3, '0')}.yaml`),
        `apiVersion: v1\nkind: Service\nmetadata: {name: s${i}}\nspec:\n  ports: [{port: 70000}]\n`,
      );
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const shell = (pipeline: string): { status: number | null; stdout: string; stderr: string } => {
    const result = spawnSync('bash', ['-c', `set -o pipefail; ${pipeline}`], { cwd: dir, encoding: 'utf8', env: { ...process.env, BIN } });
    return { status: result.status, stdout: result.stdout, stderr: result.stderr };
  };

  it('a slow reader gets the same report as a file', () => {
    const viaFile = shell('node "$BIN" lint in -f json -o report.json');
    assert.equal(viaFile.status, 1, viaFile.stderr);
    const slow = shell('node "$BIN" lint in -f json | (sleep 1; cat > piped.json)');
    assert.equal(slow.status, 1, slow.stderr);
    const piped = readFileSync(path.join(dir, 'piped.json'), 'utf8');
    assert.ok(piped.length > 100_000, `report of ${piped.length} characters`);
    assert.equal(piped, readFileSync(path.join(dir, 'report.json'), 'utf8'));
    // Each Service has two errors: the port and the target port it defaults to.
    assert.equal(JSON.parse(piped).summary.errors, 600);
  });

  it('a reader that closes the pipe early ends the output, not the run: exit code of the findings, no error', () => {
    const head = shell('node "$BIN" lint in -f json | head -c 100 > /dev/null; echo "plumbline exit ${PIPESTATUS[0]}" >&2');
    assert.equal(head.stderr, 'plumbline exit 1\n');
  });
});
