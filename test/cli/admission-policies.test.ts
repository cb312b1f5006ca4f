import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { repoRoot } from '../utils/paths.js';
import { ensureBuilt, run } from './helpers.js';

/**
 * A manifest repository with its cluster's admission policies (test/fixtures/admission-policies:
 * ValidatingAdmissionPolicies, bindings, a parameter ConfigMap, namespaces, workloads), linted by
 * the CLI as a real process. Output is compared with test/fixtures/admission-policies.out
 * (UPDATE_GOLDEN=1 rewrites it after a deliberate change).
 */

const REPO = 'test/fixtures/admission-policies';
const OUT = path.join(repoRoot, 'test/fixtures/admission-policies.out');

function golden(name: string, actual: string): void {
  const file = path.join(OUT, name);
  if (process.env.UPDATE_GOLDEN === '1') writeFileSync(file, actual);
  assert.equal(
    actual,
    readFileSync(file, 'utf8'),
    `${name} differs from the golden file (UPDATE_GOLDEN=1 rewrites it after a deliberate change)`,
  );
}

interface SarifLog {
  runs: {
    results: {
      ruleId: string;
      level: string;
      locations: { physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } } }[];
      relatedLocations?: {
        message: { text: string };
        physicalLocation: { artifactLocation: { uri: string }; region?: { startLine: number } };
      }[];
    }[];
  }[];
}

describe('admission policies of a repository (plumbline lint)', function () {
  this.timeout(60_000);
  before(() => ensureBuilt());

  it('evaluates every policy through its bindings: one rule id per policy, errors for Deny, warnings for Warn', () => {
    const result = run(['lint', REPO]);
    assert.equal(result.code, 1, result.stderr);
    golden('lint.txt', result.stdout);
  });

  it('gives the same findings on one thread and on several', () => {
    const one = run(['lint', '-f', 'json', '--workers', '1', REPO]).stdout;
    const many = run(['lint', '-f', 'json', '--workers', '2', REPO]).stdout;
    assert.equal(JSON.parse(one).files.length, JSON.parse(many).files.length);
    assert.deepEqual(JSON.parse(one).files, JSON.parse(many).files);
  });

  it('with --old, checks updates: oldObject is the stored version and request.operation UPDATE', () => {
    const result = run(['lint', '-f', 'compact', REPO, '--old', `${REPO}.old`]);
    assert.equal(result.code, 1, result.stderr);
    golden('update.txt', result.stdout);
    assert.match(result.stdout, /policy\/immutable-app-label/);
  });

  it('SARIF: the policy file is a related location of each finding', () => {
    const log = JSON.parse(run(['lint', '-f', 'sarif', REPO]).stdout) as SarifLog;
    const found = log.runs[0]!.results.find((r) => r.ruleId === 'policy/replica-limit');
    assert.ok(found, 'no policy/replica-limit result');
    assert.equal(found.level, 'error');
    assert.equal(found.locations[0]!.physicalLocation.artifactLocation.uri, 'test/fixtures/admission-policies/workloads/deployments.yaml');
    assert.deepEqual(
      found.relatedLocations?.map((l) => [l.message.text, l.physicalLocation.artifactLocation.uri, l.physicalLocation.region?.startLine]),
      [["ValidatingAdmissionPolicy 'replica-limit'", 'test/fixtures/admission-policies/policies/replica-limit.yaml', 6]],
    );
  });

  // A run keeps whole objects for the policies only when a text search of its inputs finds
  // `ValidatingAdmissionPolicy`; standard input (not read ahead) and a kind spelled with escapes
  // escape that search, and the run then reads its inputs again for whole objects.
  const POLICY_FREE = ['params', 'namespaces', 'workloads'].map((d) => `${REPO}/${d}`);
  const POLICY_FILES = ['immutable-app-label', 'replica-limit', 'require-team-label', 'resource-limits', 'service-policies']
    .map((name) => `policies/${name}.yaml`)
    .concat('bindings/bindings.yaml');
  const workloadFindings = (stdout: string): string[] =>
    stdout
      .split('\n')
      .filter((l) => l.includes('/workloads/') && l.includes('policy/'))
      .sort();

  it('policies on standard input: the files are read again for whole objects, same findings as from files', () => {
    const expected = workloadFindings(run(['lint', '-f', 'compact', REPO]).stdout);
    assert.ok(expected.some((l) => l.includes('policy/replica-limit')) && expected.some((l) => l.includes('policy/require-team-label')));
    const policies = POLICY_FILES.map((f) => readFileSync(path.join(repoRoot, REPO, f), 'utf8')).join('\n---\n');
    const fromStdin = run(['lint', '-f', 'compact', '--stdin-filename', 'policies.yaml', '-', ...POLICY_FREE], { input: policies });
    assert.equal(fromStdin.code, 1, fromStdin.stderr);
    assert.deepEqual(workloadFindings(fromStdin.stdout), expected);
  });

  it('policies whose kind is spelled with escapes (JSON \\u): found, and evaluated over whole objects', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'plumbline-vap-'));
    try {
      // Each policy and binding as a JSON file with `V` written as \u0056: no input has the kind's text.
      POLICY_FILES.forEach((f, i) => {
        const docs = parseAllDocuments(readFileSync(path.join(repoRoot, REPO, f), 'utf8')).map((d) => d.toJS() as object);
        const text = JSON.stringify({ apiVersion: 'v1', kind: 'List', items: docs }, null, 2).replace(
          /"ValidatingAdmissionPolicy/g,
          '"\\u0056alidatingAdmissionPolicy',
        );
        assert.ok(!text.includes('ValidatingAdmissionPolicy'));
        writeFileSync(path.join(dir, `${i}.json`), text);
      });
      const expected = workloadFindings(run(['lint', '-f', 'compact', REPO]).stdout);
      const result = run(['lint', '-f', 'compact', dir, ...POLICY_FREE]);
      assert.equal(result.code, 1, result.stderr);
      assert.deepEqual(workloadFindings(result.stdout), expected);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a policy is configured by its own id; the request defaults by settings.cluster.admissionRequest', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'plumbline-vap-'));
    try {
      const config = path.join(dir, 'plumbline.yaml');
      writeFileSync(config, 'rules:\n  policy/replica-limit: "off"\n  policy/require-team-label: error\n');
      const result = run(['lint', '-f', 'compact', '-c', config, REPO]);
      assert.equal(result.code, 1, result.stderr);
      assert.doesNotMatch(result.stdout, /policy\/replica-limit/);
      assert.match(result.stdout, /:20:1: error: ValidatingAdmissionPolicy 'require-team-label' with binding 'require-team-label' warns/);
      writeFileSync(config, 'rules:\n  policy/no-such-thing!: "off"\n');
      const bad = run(['lint', '-c', config, REPO]);
      assert.equal(bad.code, 2);
      assert.match(bad.stderr, /plumbline\.yaml:2/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
