/**
 * Issue 20: the real `plumbline webhook` process checks custom resources against the CRDs its configuration names
 * (`customResourceDefinitions:`), over real HTTPS with real AdmissionReviews, without cluster access.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeCerts, postReview, review, SecretVolume } from './helpers.js';
import { cli, ensureBuilt, root, startProcess } from './process-helpers.js';

const widget = (spec: Record<string, unknown>): Record<string, unknown> => ({
  apiVersion: 'example.com/v1',
  kind: 'Widget',
  metadata: { name: 'w' },
  spec,
});

describe('plumbline webhook: custom resources', function () {
  this.timeout(60_000);
  const certs = makeCerts();
  let volume: SecretVolume;
  before(() => {
    ensureBuilt();
    volume = new SecretVolume(certs.cert, certs.key);
  });

  it('denies a custom resource its CRD refuses, with the field in the Status, and admits a valid one', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'plumbline-webhook-crds-'));
    copyFileSync(path.join(root, 'test/fixtures/crds/widget-crd.yaml'), path.join(dir, 'widget-crd.yaml'));
    const config = path.join(dir, '.plumbline.yaml');
    writeFileSync(config, 'customResourceDefinitions: [widget-crd.yaml]\n');
    const flags = ['--tls-cert-file', volume.certFile, '--tls-private-key-file', volume.keyFile, '--shutdown-delay-duration', '0s'];
    const run = await startProcess([...flags, '--config', config]);
    try {
      const denied = (await postReview(run.port, certs.caCert, review({ object: widget({ size: 3, mode: 'medium' }) }))).json().response;
      assert.equal(denied.allowed, false);
      assert.equal(denied.status.code, 422);
      const causes = (denied.status.details.causes as { field: string; reason: string }[]).map((c) => `${c.field} ${c.reason}`).sort();
      assert.deepEqual(causes, ['spec.mode FieldValueNotSupported', 'spec.size FieldValueInvalid']);
      const admitted = (await postReview(run.port, certs.caCert, review({ object: widget({ size: 4 }) }))).json().response;
      assert.equal(admitted.allowed, true);
      // A transition rule (x-kubernetes-validations with oldSelf) on UPDATE.
      const update = review({ operation: 'UPDATE', object: widget({ size: 6 }), oldObject: widget({ size: 4 }) });
      const changed = (await postReview(run.port, certs.caCert, update)).json().response;
      assert.equal(changed.allowed, false);
      assert.match(JSON.stringify(changed.status), /size is immutable/);
    } finally {
      run.child.kill('SIGTERM');
      assert.equal(await run.exited, 0);
    }
  });

  it('refuses to start when a CRD file of the configuration cannot be read, naming it', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'plumbline-webhook-crds-missing-'));
    const config = path.join(dir, '.plumbline.yaml');
    writeFileSync(config, 'customResourceDefinitions: [nowhere.yaml]\n');
    const result = spawnSync(
      process.execPath,
      [cli, 'webhook', '--tls-cert-file', volume.certFile, '--tls-private-key-file', volume.keyFile, '--config', config, '--port', '0'],
      { encoding: 'utf8', timeout: 30_000 },
    );
    assert.equal(result.status, 2);
    assert.match(result.stderr, /nowhere\.yaml/);
  });
});
