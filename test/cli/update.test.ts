import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { sharedPath } from '../utils/paths.js';
import { ensureBuilt, run } from './helpers.js';

/** Issue 7: `plumbline lint --old` and `--base <git-ref>`, as real processes on a real repository. */

const immutableConfig = (value: string) =>
  `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: settings\n  namespace: app\nimmutable: true\ndata:\n  mode: ${value}\n`;
const namespace = (name: string) => `apiVersion: v1\nkind: Namespace\nmetadata:\n  name: ${name}\n`;
const mutableConfig = (name: string, value: string) =>
  `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\n  namespace: app\ndata:\n  mode: ${value}\n`;

interface JsonOut {
  summary: { paired?: number; unpaired?: number; deleted?: number; errors: number; files: number };
  files: {
    path: string;
    resources: { kind: string; name: string; update?: boolean }[];
    diagnostics: { ruleId: string; severity: string; line: number; message: string }[];
  }[];
}

function git(cwd: string, ...args: string[]): void {
  execFileSync('git', args, {
    cwd,
    stdio: 'pipe',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@example.com',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@example.com',
    },
  });
}

function write(root: string, file: string, text: string): void {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

describe('cli: update linting (--old, --base)', function () {
  this.timeout(60000);
  before(ensureBuilt);

  it('--old honours `update/resource-deleted: off` in .plumbline.yaml, as every rule', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'plumbline-old-off-'));
    write(dir, 'old/all.yaml', `${namespace('gone')}---\n${mutableConfig('free', 'x')}`);
    write(dir, 'new/other.yaml', mutableConfig('free', 'z'));
    const on = JSON.parse(run(['lint', '--old', 'old', 'new', '-f', 'json'], { cwd: dir }).stdout) as JsonOut;
    assert.deepEqual(
      on.files.flatMap((f) => f.diagnostics.map((d) => d.ruleId)),
      ['update/resource-deleted'],
    );
    write(dir, '.plumbline.yaml', 'rules:\n  update/resource-deleted: off\n');
    const result = run(['lint', '--old', 'old', 'new', '-f', 'json'], { cwd: dir });
    assert.equal(result.code, 0, result.stderr);
    const off = JSON.parse(result.stdout) as JsonOut;
    assert.deepEqual(
      off.files.flatMap((f) => f.diagnostics.map((d) => d.ruleId)),
      [],
    );
  });

  it('--old pairs resources by identity, validates pairs as updates and the rest as creates', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'plumbline-old-'));
    write(dir, 'old/all.yaml', `${immutableConfig('a')}---\n${namespace('gone')}---\n${mutableConfig('free', 'x')}`);
    write(dir, 'new/config.yaml', immutableConfig('b'));
    write(dir, 'new/other.yaml', `${mutableConfig('free', 'y')}---\n${namespace('fresh')}`);
    const result = run(['lint', '--old', 'old', 'new', '-f', 'json'], { cwd: dir });
    assert.equal(result.code, 1, result.stderr);
    const out = JSON.parse(result.stdout) as JsonOut;
    assert.deepEqual(
      { paired: out.summary.paired, unpaired: out.summary.unpaired, deleted: out.summary.deleted },
      { paired: 2, unpaired: 1, deleted: 1 },
    );
    const config = out.files.find((f) => f.path === path.join('new', 'config.yaml'))!;
    assert.deepEqual(
      config.diagnostics.map((d) => [d.ruleId, d.line]),
      [['config-map/immutable-changed', 7]],
    );
    assert.equal(config.resources[0]!.update, true);
    const deleted = out.files.find((f) => f.path === path.join('old', 'all.yaml'))! as JsonOut['files'][number] & { stored?: boolean };
    assert.equal(deleted.stored, true);
    assert.deepEqual(
      deleted.diagnostics.map((d) => [d.ruleId, d.severity, d.line]),
      [['update/resource-deleted', 'info', 10]],
    );
    assert.match(deleted.diagnostics[0]!.message, /`Namespace gone`/);
    // Without --old the same files are creates: no transition finding.
    assert.equal(run(['lint', 'new'], { cwd: dir }).code, 0);
    const text = run(['lint', '--old', 'old', 'new', '-f', 'compact'], { cwd: dir }).stdout;
    assert.match(text, /2 paired with a stored resource \(1 new, 1 deleted\)/);
  });

  it('--base compares the working tree with a git revision, following moved files', () => {
    const repo = mkdtempSync(path.join(tmpdir(), 'plumbline-git-'));
    git(repo, 'init', '-q');
    write(repo, 'deploy/config.yaml', immutableConfig('a'));
    write(repo, 'deploy/free.yaml', mutableConfig('free', 'x'));
    write(repo, 'deploy/ns.yaml', namespace('gone'));
    write(repo, 'README.md', 'not a manifest\n');
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'base');
    // An edit, a moved file (with an edit of an immutable object), a deleted file, a new file.
    write(repo, 'deploy/free.yaml', mutableConfig('free', 'y'));
    mkdirSync(path.join(repo, 'moved'));
    renameSync(path.join(repo, 'deploy/config.yaml'), path.join(repo, 'moved/config.yaml'));
    write(repo, 'moved/config.yaml', immutableConfig('b'));
    rmSync(path.join(repo, 'deploy/ns.yaml'));
    write(repo, 'deploy/new.yaml', namespace('fresh'));

    const result = run(['lint', '--base', 'HEAD', '-f', 'json'], { cwd: repo });
    assert.equal(result.code, 1, result.stderr);
    const out = JSON.parse(result.stdout) as JsonOut;
    assert.deepEqual(
      { paired: out.summary.paired, unpaired: out.summary.unpaired, deleted: out.summary.deleted, files: out.summary.files },
      { paired: 2, unpaired: 1, deleted: 1, files: 3 },
    );
    const moved = out.files.find((f) => f.path === path.join('moved', 'config.yaml'))!;
    assert.deepEqual(
      moved.diagnostics.map((d) => d.ruleId),
      ['config-map/immutable-changed'],
    );
    const deleted = out.files.find((f) => f.path === `HEAD:${path.join('deploy', 'ns.yaml')}`)!;
    assert.deepEqual(
      deleted.diagnostics.map((d) => [d.ruleId, d.severity]),
      [['update/resource-deleted', 'info']],
    );

    // Scoped to a folder: deletions are reported inside the scope only; pairing still follows moves.
    const scoped = JSON.parse(run(['lint', '--base', 'HEAD', 'moved', '-f', 'json'], { cwd: repo }).stdout) as JsonOut;
    assert.deepEqual({ paired: scoped.summary.paired, deleted: scoped.summary.deleted }, { paired: 1, deleted: 0 });

    // SARIF and GitHub annotations place deleted resources on the path, without the revision.
    const sarif = JSON.parse(run(['lint', '--base', 'HEAD', '-f', 'sarif'], { cwd: repo }).stdout);
    const schema = JSON.parse(readFileSync(sharedPath('schemas', 'sarif-schema-2.1.0.json'), 'utf8'));
    const ajv = new Ajv({ strict: false });
    addFormats(ajv);
    assert.ok(ajv.validate(schema, sarif) as boolean, JSON.stringify(ajv.errors?.slice(0, 3)));
    const deletedResult = sarif.runs[0].results.find((r: { ruleId: string }) => r.ruleId === 'update/resource-deleted');
    assert.equal(deletedResult.locations[0].physicalLocation.artifactLocation.uri, 'deploy/ns.yaml');
    assert.match(run(['lint', '--base', 'HEAD', '-f', 'github'], { cwd: repo }).stdout, /^::notice file=deploy\/ns\.yaml,line=1,/m);

    // From a subfolder of the repository.
    const sub = run(['lint', '--base', 'HEAD', '.', '-f', 'json'], { cwd: path.join(repo, 'moved') });
    assert.equal((JSON.parse(sub.stdout) as JsonOut).summary.paired, 1);
  });

  it('--base reports workload updates the server refuses: Deployment selector, StatefulSet claim size, Pod env', () => {
    const repo = mkdtempSync(path.join(tmpdir(), 'plumbline-workload-base-'));
    git(repo, 'init', '-q');
    const deployment = (labels: string, image: string) =>
      `apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\n  namespace: app\nspec:\n  selector:\n    matchLabels: {${labels}}\n` +
      `  template:\n    metadata:\n      labels: {${labels}}\n    spec:\n      containers:\n        - name: web\n          image: ${image}\n`;
    const sts = (size: string) =>
      'apiVersion: apps/v1\nkind: StatefulSet\nmetadata:\n  name: db\n  namespace: app\nspec:\n  serviceName: db\n  selector:\n    matchLabels: {app: db}\n' +
      '  template:\n    metadata:\n      labels: {app: db}\n    spec:\n      containers:\n        - name: db\n          image: postgres:17\n' +
      `  volumeClaimTemplates:\n    - metadata: {name: data}\n      spec:\n        accessModes: [ReadWriteOnce]\n        resources: {requests: {storage: ${size}}}\n`;
    const pod = (value: string) =>
      `apiVersion: v1\nkind: Pod\nmetadata:\n  name: probe\n  namespace: app\nspec:\n  containers:\n    - name: c\n      image: busybox\n      env:\n        - {name: MODE, value: ${value}}\n`;
    write(repo, 'deploy.yaml', deployment('app: web', 'nginx:1.27'));
    write(repo, 'db.yaml', sts('1Gi'));
    write(repo, 'pod.yaml', pod('a'));
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'base');
    // An image change alone is a valid update of every one of them.
    write(repo, 'deploy.yaml', deployment('app: web', 'nginx:1.28'));
    const clean = run(['lint', '--base', 'HEAD', '.', '-f', 'json'], { cwd: repo });
    assert.equal(clean.code, 0, clean.stdout + clean.stderr);
    write(repo, 'deploy.yaml', deployment('app: web, tier: front', 'nginx:1.28'));
    write(repo, 'db.yaml', sts('5Gi'));
    write(repo, 'pod.yaml', pod('b'));
    const result = run(['lint', '--base', 'HEAD', '.', '-f', 'json'], { cwd: repo });
    assert.equal(result.code, 1, result.stderr);
    const out = JSON.parse(result.stdout) as JsonOut;
    const found = out.files.flatMap((f) => f.diagnostics.map((d) => [f.path, d.ruleId, d.line]));
    assert.deepEqual(found.sort(), [
      ['db.yaml', 'pod/statefulset-update-forbidden', 6],
      ['deploy.yaml', 'pod/selector-immutable', 7],
      ['pod.yaml', 'pod/pod-update-forbidden', 6],
    ]);
  });

  it('--base with a missing revision or outside a repository is a usage error', () => {
    const repo = mkdtempSync(path.join(tmpdir(), 'plumbline-git-'));
    git(repo, 'init', '-q');
    write(repo, 'a.yaml', namespace('a'));
    const missing = run(['lint', '--base', 'no-such-ref', 'a.yaml'], { cwd: repo });
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /--base no-such-ref: no such git revision/);
    const plain = mkdtempSync(path.join(tmpdir(), 'plumbline-nogit-'));
    write(plain, 'a.yaml', namespace('a'));
    const outside = run(['lint', '--base', 'HEAD', 'a.yaml'], { cwd: plain, env: { GIT_CEILING_DIRECTORIES: path.dirname(plain) } });
    assert.equal(outside.code, 2);
    assert.match(outside.stderr, /not inside a git repository/);
    assert.equal(run(['lint', '--base', 'HEAD', '--old', 'x', 'a.yaml'], { cwd: repo }).code, 2);
  });
});
