import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { lintText } from '@plumbline/core';
import { repoRoot } from './utils/paths.js';

/** The bundled examples stay what README.md says they are. */
const dir = (name: string): string[] => readdirSync(path.join(repoRoot, 'examples', name)).map((f) => path.join('examples', name, f));
const lint = (file: string) => lintText(readFileSync(path.join(repoRoot, file), 'utf8'), { uri: file });

describe('examples/', () => {
  for (const file of [...dir('web-app'), ...dir('storage')]) {
    it(`${file} has no errors`, () => {
      assert.deepEqual(lint(file).diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.ruleId}: ${d.message}`), []);
    });
  }
  // Each file is named after its mistake: the rules that name it must report it, not just any rule.
  const EXPECTED: Record<string, string[]> = {
    'configmap-keys.yaml': ['config-map/key-invalid'],
    'endpoints-loopback.yaml': ['endpoints/address-ip-invalid'],
    'ingress-path-without-type.yaml': ['ingress/path-type-invalid'],
    'ingress-removed-api-version.yaml': ['manifest/api-version-not-served'],
    'lease-candidate-versions.yaml': ['lease-candidate/version-invalid'],
    'list-with-broken-item.json': ['schema/invalid-type'],
    'node-taints.yaml': ['node/taint-invalid'],
    'pod-volumes.yaml': ['volume/mount-invalid', 'volume/name-invalid', 'volume/mode-out-of-range'],
    'pvc-without-storage.yaml': ['persistent-volume-claim/storage-request-invalid'],
    'secret-tls-missing-key.yaml': ['secret/type-key-missing'],
    'service-duplicate-ports.yaml': ['service/port-duplicate'],
    'service-externalname-with-cluster-ip.yaml': ['service/cluster-ip-on-external-name'],
    'service-name-and-labels.yaml': ['metadata/name-invalid', 'metadata/label-invalid'],
    'storageclass-recycle.yaml': ['storage-class/reclaim-policy-not-supported'],
    'yaml-syntax.yaml': ['yaml/tab-indentation'],
  };
  it('every file of examples/mistakes/ says which rules must report it', () => {
    assert.deepEqual(dir('mistakes').map((f) => path.basename(f)).sort(), Object.keys(EXPECTED).sort());
  });
  for (const file of dir('mistakes')) {
    it(`${file} is reported`, () => {
      const findings = lint(file).diagnostics.filter((d) => d.severity !== 'info');
      assert.ok(findings.length > 0, 'a mistake that nothing reports');
      assert.ok(findings.every((d) => d.range), 'every finding has a position');
      const missing = (EXPECTED[path.basename(file)] ?? []).filter((id) => !findings.some((d) => d.ruleId === id && d.severity === 'error'));
      assert.deepEqual(missing, [], `not reported as errors; found ${findings.map((d) => d.ruleId).join(', ')}`);
    });
  }
});
