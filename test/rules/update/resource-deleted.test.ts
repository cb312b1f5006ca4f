import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { recordCoverage } from '@plumbline/engine/testing';
import rule from '../../../rules/update/resource-deleted.js';
import { run } from '../../cli/helpers.js';

// The finding comes from the CLI's pairing of old and new resources: tested on a real process.
describe('update/resource-deleted', () => {
  recordCoverage(rule.id, 1, 1, ['deleted']);
  const dir = mkdtempSync(path.join(tmpdir(), 'plumbline-deleted-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  const service = (name: string) => `apiVersion: v1\nkind: Service\nmetadata:\n  name: ${name}\n  namespace: shop\nspec:\n  ports: [{port: 80}]\n`;

  it('notes a stored resource that the new manifests no longer have', () => {
    mkdirSync(path.join(dir, 'old'));
    mkdirSync(path.join(dir, 'new'));
    writeFileSync(path.join(dir, 'old', 'app.yaml'), `${service('web')}---\n${service('api')}`);
    writeFileSync(path.join(dir, 'new', 'app.yaml'), service('web'));
    const result = run(['lint', '--old', 'old', 'new', '-f', 'json'], { cwd: dir });
    assert.equal(result.code, 0, result.stderr);
    const report = JSON.parse(result.stdout) as { files: { path: string; diagnostics: { ruleId: string; severity: string; message: string; line: number }[] }[] };
    const deleted = report.files.flatMap((f) => f.diagnostics.map((d) => ({ ...d, file: f.path }))).filter((d) => d.ruleId === rule.id);
    assert.deepEqual(
      deleted.map((d) => [d.severity, d.message, d.file, d.line]),
      [['info', '`Service shop/api` (v1) is no longer in the new manifests: applying them does not delete it, pruning would.', path.join('old', 'app.yaml'), 9]],
    );
  });
  it('is silent when every stored resource is still there', () => {
    writeFileSync(path.join(dir, 'new', 'app.yaml'), `${service('web')}---\n${service('api')}`);
    const result = run(['lint', '--old', 'old', 'new', '-f', 'json'], { cwd: dir });
    assert.ok(!result.stdout.includes(rule.id));
  });
});
