import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../utils/paths.js';
import { ensureBuilt, run } from './helpers.js';

/**
 * A repository as a new user brings it (test/fixtures/repo-shop): a Helm chart, a Kustomize
 * base and overlay, YAML that is not manifests (a scrape list, Grafana files, values files)
 * and manifests with real mistakes. The CLI runs as a real process; its output is compared
 * with the golden files in test/fixtures/repo-shop.out (UPDATE_GOLDEN=1 rewrites them).
 */

const REPO = 'test/fixtures/repo-shop';
const OUT = path.join(repoRoot, 'test/fixtures/repo-shop.out');

function golden(name: string, actual: string): void {
  const file = path.join(OUT, name);
  if (process.env.UPDATE_GOLDEN === '1') writeFileSync(file, actual);
  assert.equal(actual, readFileSync(file, 'utf8'), `${name} differs from the golden file (UPDATE_GOLDEN=1 rewrites it after a deliberate change)`);
}

interface JsonOutput {
  files: { path: string; error?: string; diagnostics: { ruleId: string; severity: string; path: string; line: number; source?: string }[] }[];
}

/** Findings without line numbers: what a rendered stream says does not depend on how the tool lays it out. */
function findings(stdout: string): string[] {
  const out = JSON.parse(stdout) as JsonOutput;
  return out.files.flatMap((f) => f.diagnostics.map((d) => `${d.severity} ${d.ruleId} ${d.path || '(document)'}${d.source ? ` from ${d.source}` : ''}`));
}

describe('a real repository: Helm chart, Kustomize overlay, non-manifest YAML, real mistakes (plumbline lint)', function () {
  this.timeout(60_000);
  before(() => ensureBuilt());

  it('lints the repository: chart templates and values files not raw, one note per chart, no false errors', () => {
    const result = run(['lint', REPO]);
    assert.equal(result.code, 1, result.stderr);
    golden('lint.txt', result.stdout);
    // Every error is one the API server gives; the files that are not manifests are notes.
    const json = run(['lint', '-f', 'json', REPO]);
    const errors = findings(json.stdout).filter((f) => f.startsWith('error'));
    assert.deepEqual(errors, [
      'error service/port-name-invalid spec.ports[0].name',
      'error service/port-name-duplicate spec.ports[1].name',
      'error metadata/label-invalid metadata.labels',
      'error ingress/path-type-invalid spec.rules[0].http.paths[0].pathType',
    ]);
    assert.ok(!json.stdout.includes('/templates/'), 'no chart template is linted raw');
  });

  it('--no-infos hides the notes and keeps warnings; --quiet keeps errors only', () => {
    const noInfos = findings(run(['lint', '-f', 'json', '--no-infos', REPO]).stdout);
    assert.ok(noInfos.some((f) => f.startsWith('warning')));
    assert.ok(!noInfos.some((f) => f.startsWith('info')));
    const quiet = findings(run(['lint', '-f', 'json', '-q', REPO]).stdout);
    assert.deepEqual(quiet.filter((f) => !f.startsWith('error')), []);
    assert.equal(quiet.length, 4);
  });

  it('--helm renders the chart with the helm on the PATH, and names the template of each finding', () => {
    // No Helm can be installed here: a fake helm records its arguments and prints Helm's output format.
    const bin = mkdtempSync(path.join(tmpdir(), 'plumbline-fake-helm-'));
    try {
      const argsFile = path.join(bin, 'args');
      writeFileSync(
        path.join(bin, 'helm'),
        `#!/bin/sh\nprintf '%s\\n' "$@" > '${argsFile}'\n[ "$1" = template ] || exit 64\ncat '${path.join(OUT, 'helm-template-web.yaml')}'\n`,
      );
      chmodSync(path.join(bin, 'helm'), 0o755);
      const env = { PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` };
      const chart = `${REPO}/charts/web`;
      const result = run(['lint', '--helm', chart, '--values', `${chart}/values-prod.yaml`], { env });
      assert.equal(result.code, 1, result.stderr);
      golden('helm.txt', result.stdout);
      assert.deepEqual(readFileSync(argsFile, 'utf8').trim().split('\n'), [
        'template',
        path.join(repoRoot, chart),
        '--values',
        path.join(repoRoot, chart, 'values-prod.yaml'),
      ]);
      const json = findings(run(['lint', '-f', 'json', '--helm', chart], { env }).stdout);
      assert.deepEqual(json.filter((f) => f.startsWith('error')), [`error service/port-protocol-unsupported spec.ports[0].protocol from ${chart}/templates/service.yaml`]);
    } finally {
      rmSync(bin, { recursive: true, force: true });
    }
  });

  it('--helm without helm on the PATH says so and how to render elsewhere (exit 2)', () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'plumbline-no-helm-'));
    try {
      const result = run(['lint', '--helm', `${REPO}/charts/web`], { env: { PATH: empty } });
      assert.equal(result.code, 2);
      assert.match(result.stdout, /helm is not on the PATH; install Helm, or render elsewhere and pipe it: helm template .*charts\/web \| plumbline lint -/);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('--kustomize builds the overlay with kustomize or kubectl and names the resource file of each finding', function () {
    const tool = ['kustomize', 'kubectl'].find((t) => spawnSync(t, ['version', '--client'], { encoding: 'utf8' }).error === undefined);
    assert.ok(tool, 'neither kustomize nor kubectl is on the PATH: run test/install-tools.sh (CI does)');
    const result = run(['lint', '-f', 'json', '--kustomize', `${REPO}/deploy/overlays/prod`]);
    assert.equal(result.code, 1, result.stderr);
    golden('kustomize.txt', `${findings(result.stdout).join('\n')}\n`);
  });

  it('standard input keeps the # Source: path in every output format', () => {
    const input = readFileSync(path.join(OUT, 'helm-template-web.yaml'), 'utf8');
    for (const format of ['stylish', 'compact', 'json', 'sarif', 'junit', 'github']) {
      const result = run(['lint', '-f', format, '-'], { input });
      assert.equal(result.code, 1, `${format}: ${result.stderr}`);
      assert.ok(result.stdout.includes('web/templates/service.yaml'), `${format} names the template:\n${result.stdout}`);
    }
  });
});
