import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_ENV, serverCommand } from '../lsp/client.js';
import { repoRoot } from '../utils/paths.js';
import { missing, which } from './env.js';

/**
 * A second real editor: Debian's Neovim (0.7) headless, with its built-in LSP client
 * started on `plumbline lsp --stdio`. Asserts the diagnostics Neovim holds for the buffer
 * and the hover it receives.
 */

const MANIFEST = `apiVersion: v1
kind: Service
metadata:
  name: Web_Frontend
  labels:
    "-app": web
spec:
  ports:
  - port: 80
`;

interface NeovimReport {
  received: boolean;
  diagnostics: { lnum: number; col: number; end_lnum: number; end_col: number; severity: number; message: string; source: string; code: string }[];
  hover: string | null;
}

describe('Neovim with plumbline lsp --stdio (end to end)', function () {
  this.timeout(90_000);
  let dir: string;

  before(function () {
    const absent = missing({ nvim: which('nvim') });
    if (absent) {
      console.log(`      skipped: ${absent}`);
      this.skip();
    }
    dir = mkdtempSync(path.join(tmpdir(), 'plumbline-nvim-'));
  });
  after(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('receives the diagnostics on the offending fields and the hover', () => {
    const file = path.join(dir, 'web.yaml');
    writeFileSync(file, MANIFEST);
    const out = path.join(dir, 'report.json');
    const { command, args } = serverCommand();
    const result = spawnSync('nvim', ['--headless', '--clean', '-n', '-c', 'set filetype=yaml', '-c', `luafile ${path.join(repoRoot, 'test', 'extension', 'neovim.lua')}`, file], {
      cwd: dir,
      env: { ...process.env, ...SERVER_ENV, PLUMBLINE_NVIM_OUT: out, PLUMBLINE_LSP_CMD: JSON.stringify([command, ...args]), HOME: dir, XDG_STATE_HOME: dir, XDG_CACHE_HOME: dir },
      timeout: 80_000,
      encoding: 'utf8',
    });
    let report: NeovimReport;
    try {
      report = JSON.parse(readFileSync(out, 'utf8')) as NeovimReport;
    } catch {
      throw new Error(`Neovim wrote no report (exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
    }
    assert.equal(report.received, true);
    const byCode = new Map(report.diagnostics.map((d) => [d.code, d]));
    const name = byCode.get('metadata/name-invalid');
    assert.ok(name, JSON.stringify(report.diagnostics));
    assert.deepEqual([name.lnum, name.col, name.end_lnum, name.end_col, name.severity, name.source], [3, 8, 3, 20, 1, 'plumbline']);
    const label = byCode.get('metadata/label-invalid');
    assert.ok(label, JSON.stringify(report.diagnostics));
    assert.deepEqual([label.lnum, label.col, label.end_col], [5, 4, 10]);
    assert.ok(report.hover?.includes('metadata/name-invalid'), String(report.hover));
    assert.ok(report.hover?.includes('Name of the object'), String(report.hover));
  });
});
