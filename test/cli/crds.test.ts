import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Ajv from 'ajv';
import { repoRoot } from '../utils/paths.js';
import { ensureBuilt, run } from './helpers.js';

/** Issue 20: custom resources checked against CRDs from --crds, .plumbline.yaml, a kubeconform folder and the inputs, as a real process. */

const fixtures = path.join(repoRoot, 'test', 'fixtures', 'crds');
const certificate = (extra = ''): string =>
  `apiVersion: cert-manager.io/v1\nkind: Certificate\nmetadata: {name: web, namespace: default}\nspec:\n  secretName: web-tls\n  issuerRef: {name: ca}\n${extra}`;

interface JsonOut {
  summary: {
    errors: number;
    warnings: number;
    unreadable: number;
    checkedByCrd?: Record<string, number>;
    notCheckedKinds: Record<string, number>;
  };
  files: { path: string; diagnostics: { ruleId: string; line: number; column: number; message: string }[] }[];
}

function lintJson(args: string[], cwd: string): { out: JsonOut; code: number | null; stderr: string } {
  const result = run(['lint', ...args, '-f', 'json'], { cwd });
  const out = JSON.parse(result.stdout) as JsonOut;
  const schema = JSON.parse(readFileSync(path.join(repoRoot, 'packages/cli/schema/lint-output.schema.json'), 'utf8')) as object;
  const validate = new Ajv({ strict: false }).compile(schema);
  assert.ok(validate(out), JSON.stringify(validate.errors));
  return { out, code: result.code, stderr: result.stderr };
}

const findings = (out: JsonOut): string[] =>
  out.files.flatMap((f) => f.diagnostics.map((d) => `${path.basename(f.path)}:${d.line}:${d.column} ${d.ruleId}`));

describe('cli: custom resources against their CRDs', function () {
  this.timeout(60000);
  before(ensureBuilt);
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'plumbline-crds-'));
    writeFileSync(path.join(dir, 'cert.yaml'), certificate('  privateKey: {algorithm: RSB}\n'));
  });

  it('--crds <file>: findings on the field, and the summary counts the custom resources checked', () => {
    const { out, code } = lintJson(['cert.yaml', '--crds', path.join(fixtures, 'certificate-crd.yaml')], dir);
    assert.equal(code, 1);
    assert.deepEqual(findings(out), ['cert.yaml:7:27 custom-resource/value-not-supported']);
    assert.deepEqual(out.summary.checkedByCrd, { Certificate: 1 });
    const stylish = run(['lint', 'cert.yaml', '--crds', path.join(fixtures, 'certificate-crd.yaml')], { cwd: dir }).stdout;
    assert.match(stylish, /1 custom resources checked against their CRDs \(Certificate 1\)/);
  });

  it('without CRDs the resource is not checked', () => {
    const { out, code } = lintJson(['cert.yaml'], dir);
    assert.equal(code, 0);
    assert.deepEqual(findings(out), ['cert.yaml:2:7 manifest/kind-not-checked']);
    assert.equal(out.summary.checkedByCrd, undefined);
  });

  it('a CRD among the inputs is used, as the set rules find Services', () => {
    copyFileSync(path.join(fixtures, 'certificate-crd.yaml'), path.join(dir, 'crd.yaml'));
    const { out } = lintJson(['.'], dir);
    assert.deepEqual(findings(out), ['cert.yaml:7:27 custom-resource/value-not-supported']);
  });

  it('customResourceDefinitions: in .plumbline.yaml, relative to the file', () => {
    mkdirSync(path.join(dir, 'vendor'));
    copyFileSync(path.join(fixtures, 'certificate-crd.yaml'), path.join(dir, 'vendor', 'cert-manager.yaml'));
    mkdirSync(path.join(dir, 'app'));
    writeFileSync(path.join(dir, 'app', 'cert.yaml'), certificate('  duration: 5\n'));
    writeFileSync(path.join(dir, '.plumbline.yaml'), 'customResourceDefinitions: [vendor]\n');
    const { out } = lintJson(['app'], dir);
    assert.deepEqual(findings(out), ['cert.yaml:7:13 custom-resource/invalid-type']);
  });

  it('a kubeconform catalog folder ({group}/{kind}_{version}.json)', () => {
    const { out } = lintJson(['cert.yaml', '--crds', path.join(fixtures, 'kubeconform')], dir);
    assert.deepEqual(findings(out), ['cert.yaml:7:27 custom-resource/value-not-supported']);
    assert.deepEqual(out.summary.checkedByCrd, { Certificate: 1 });
  });

  it('a --crds path that does not exist is a read error of the run (exit 2), naming the path', () => {
    const result = run(['lint', 'cert.yaml', '--crds', 'missing-crds'], { cwd: dir });
    assert.equal(result.code, 2);
    assert.match(result.stdout, /missing-crds/);
  });

  it('worker threads compile the CRDs themselves and find the same', () => {
    for (let i = 0; i < 3; i++) writeFileSync(path.join(dir, `c${i}.yaml`), certificate('  privateKey: {algorithm: RSB}\n'));
    const args = ['.', '--crds', path.join(fixtures, 'certificate-crd.yaml')];
    const one = lintJson([...args, '--workers', 'off'], dir).out;
    const two = lintJson([...args, '--workers', '2'], dir).out;
    assert.deepEqual(findings(two), findings(one));
    assert.equal(findings(one).length, 4);
  });
});
