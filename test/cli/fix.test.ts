import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBuilt, run } from './helpers.js';

/** `plumbline lint --fix` as a real process on real files. */

const SERVICE = `# the database
apiVersion: v1
kind: Service
metadata:
  name: db
  labels:
    "-bad": x
spec:
  type: ExternalName
  externalName: db.example.com
  clusterIP: 10.0.0.1
  ports:
  - protocol: tcp
    port: 5432
`;
const JSON_SERVICE = '{"apiVersion": "v1", "kind": "Service", "metadata": {"name": "web"}, "spec": {"ports": [{"port": 80, "protocol": "udp"}]}}\n';
const CLEAN = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: settings\ndata:\n  a: b\n';

describe('cli: lint --fix', function () {
  this.timeout(60000);
  before(ensureBuilt);

  it('rewrites the files with fixes, reports what is left, and leaves the others untouched', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'plumbline-fix-'));
    writeFileSync(path.join(dir, 'db.yaml'), SERVICE);
    writeFileSync(path.join(dir, 'web.json'), JSON_SERVICE);
    writeFileSync(path.join(dir, 'settings.yaml'), CLEAN);
    const cleanBefore = statSync(path.join(dir, 'settings.yaml')).mtimeMs;

    const first = run(['lint', '--fix', '.', '-f', 'json'], { cwd: dir });
    assert.equal(first.code, 1, first.stderr); // the label error has no fix
    assert.equal(
      readFileSync(path.join(dir, 'db.yaml'), 'utf8'),
      SERVICE.replace('  clusterIP: 10.0.0.1\n', '').replace('protocol: tcp', 'protocol: TCP'),
    );
    assert.equal(readFileSync(path.join(dir, 'web.json'), 'utf8'), JSON_SERVICE.replace('"udp"', '"UDP"'));
    assert.equal(readFileSync(path.join(dir, 'settings.yaml'), 'utf8'), CLEAN);
    assert.equal(statSync(path.join(dir, 'settings.yaml')).mtimeMs, cleanBefore);

    const report = JSON.parse(first.stdout);
    assert.equal(report.summary.fixed, 3);
    assert.deepEqual(report.files.map((f: { path: string; fixed: number }) => [f.path, f.fixed]), [['db.yaml', 2], ['settings.yaml', 0], ['web.json', 1]]);
    // What is left is reported on the fixed text: the label, on its line there.
    assert.deepEqual(report.files[0].diagnostics.map((d: { ruleId: string; line: number }) => [d.ruleId, d.line]), [['metadata/label-invalid', 7]]);

    const second = run(['lint', '--fix', '.'], { cwd: dir });
    assert.equal(second.code, 1);
    assert.match(second.stdout, /; 0 fixed\n/);
    assert.equal(readFileSync(path.join(dir, 'web.json'), 'utf8'), JSON_SERVICE.replace('"udp"', '"UDP"'));
  });

  it('refuses standard input (exit 2)', () => {
    const result = run(['lint', '--fix', '-'], { input: SERVICE });
    assert.equal(result.code, 2);
    assert.match(result.stderr, /--fix rewrites files/);
  });
});
