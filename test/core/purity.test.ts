import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../utils/paths.js';

/** The core and the ruleset are pure: no file system, network, process or editor access. */
const FORBIDDEN = /from\s+['"](node:)?(fs|fs\/promises|http|https|http2|net|tls|child_process|worker_threads|dgram|vscode|vscode-languageserver[^'"]*)['"]/;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return entry === 'node_modules' || entry === 'testing' ? [] : sources(full);
    return full.endsWith('.ts') ? [full] : [];
  });
}

describe('purity of packages/core and rules/', () => {
  for (const dir of ['packages/core/src', 'rules']) {
    it(`${dir} imports no I/O or editor module`, () => {
      const offenders = sources(path.join(repoRoot, dir)).filter((file) => FORBIDDEN.test(readFileSync(file, 'utf8')) || /\bprocess\.(env|argv|exit|cwd)/.test(readFileSync(file, 'utf8')));
      assert.deepEqual(offenders.map((f) => path.relative(repoRoot, f)), []);
    });
  }
});
