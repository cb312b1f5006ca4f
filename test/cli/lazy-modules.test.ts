import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { probedFolders, readsProbe, readsReported, run } from './helpers.js';

/**
 * The bundle loads CEL and RE2, and the position-keeping `yaml` parser, from side files on first use
 * (scripts/lazy-modules.mjs). These runs of the real command show both halves: a run that needs neither never loads
 * the files, custom resources whose CRD has a CEL rule, a pattern and a format get the same findings through the
 * forwarding modules as the sources give (the rule tests), and so does a document only the full parser reads.
 */

const CRD = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata: {name: gauges.example.com}
spec:
  group: example.com
  names: {kind: Gauge, plural: gauges}
  scope: Namespaced
  versions:
    - name: v1
      served: true
      storage: true
      schema:
        openAPIV3Schema:
          type: object
          properties:
            spec:
              type: object
              x-kubernetes-validations:
                - rule: self.low <= self.high
                  message: low must not exceed high
              properties:
                low: {type: integer}
                high: {type: integer}
                code: {type: string, pattern: '^[a-z]{3}-\\d+$'}
                owner: {type: string, format: email}
`;

const GAUGE = `apiVersion: example.com/v1
kind: Gauge
metadata: {name: g, namespace: default}
spec:
  low: 5
  high: 2
  code: ab-1
  owner: not-an-address
`;

describe('cli: CEL and RE2 load on first use', function () {
  this.timeout(60_000);
  // Reports, when the process exits, which side files the command read (the launcher reads each to compile it).
  const folder = probedFolders('plumbline-lazy-', readsProbe(/lazy-\w+\.cjs$/));

  const lint = (args: string[]): { stdout: string; stderr: string; code: number | null } =>
    run(['lint', ...args, '-f', 'json'], { cwd: folder.dir, env: folder.env });

  it('a ConfigMap is linted without loading the side files', () => {
    writeFileSync(path.join(folder.dir, 'cm.yaml'), 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\ndata: {k: v}\n');
    const result = lint(['cm.yaml']);
    assert.equal(result.code, 0, result.stderr);
    assert.deepEqual(readsReported(result.stderr), {});
  });

  it('a custom resource gets its CEL, pattern and format findings through the CEL side file', () => {
    writeFileSync(path.join(folder.dir, 'crd.yaml'), CRD);
    writeFileSync(path.join(folder.dir, 'gauge.yaml'), GAUGE);
    const result = lint(['.']);
    // The CRD itself is read with the yaml parser (host/custom-resources.ts), for positions in its own findings.
    assert.deepEqual(readsReported(result.stderr), { 'lazy-cel.cjs': 1, 'lazy-yaml.cjs': 1 });
    const out = JSON.parse(result.stdout) as {
      files: { path: string; diagnostics: { ruleId: string; line: number; column: number; message: string }[] }[];
    };
    const found = out.files.flatMap((f) =>
      f.diagnostics.map((d) => `${path.basename(f.path)}:${d.line}:${d.column} ${d.ruleId}: ${d.message}`),
    );
    assert.deepEqual(found, [
      'gauge.yaml:4:1 custom-resource/validation-rule-failed: `spec`: low must not exceed high.',
      'gauge.yaml:7:9 custom-resource/value-invalid: `spec.code` must match the pattern \'^[a-z]{3}-\\d+$\'; "ab-1" does not.',
      'gauge.yaml:8:10 custom-resource/invalid-type: `spec.owner` must be a valid email (the format its schema names), not "not-an-address".',
    ]);
  });

  it('a document the fast path leaves to the full parser is read through the yaml side file', () => {
    // js-yaml refuses a duplicate key, so the document goes to the full parser, which reports it where it is.
    writeFileSync(path.join(folder.dir, 'cm.yaml'), 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\ndata:\n  k: v\n  k: w\n');
    const result = lint(['cm.yaml']);
    assert.deepEqual(readsReported(result.stderr), { 'lazy-yaml.cjs': 1 });
    const out = JSON.parse(result.stdout) as { files: { diagnostics: { ruleId: string; line: number; column: number }[] }[] };
    assert.deepEqual(
      out.files[0]!.diagnostics.map((d) => `${d.line}:${d.column} ${d.ruleId}`),
      ['6:3 yaml/duplicate-key'],
    );
  });
});
