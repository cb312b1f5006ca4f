/**
 * The real `plumbline webhook` process (the bundled command line), over real HTTPS.
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { createPrivateKey, X509Certificate } from 'node:crypto';
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { httpGet, makeCerts, postReview, review, SecretVolume, service, sleep, slowReview } from './helpers.js';
import { cli, ensureBuilt, root, startProcess } from './process-helpers.js';

describe('plumbline webhook (real process)', function () {
  this.timeout(60_000);
  const certs = makeCerts();
  let volume: SecretVolume;
  before(() => {
    ensureBuilt();
    volume = new SecretVolume(certs.cert, certs.key);
  });

  it('drains on SIGTERM: readiness fails, requests during the delay and in flight at close all succeed, then it exits 0', async () => {
    const run = await startProcess(['--tls-cert-file', volume.certFile, '--tls-private-key-file', volume.keyFile, '--shutdown-delay-duration', '3s']);
    const agent = new https.Agent({ keepAlive: true, maxSockets: 4, ca: certs.caCert });
    let ok = 0;
    const failures: string[] = [];
    let running = true;
    const worker = async (): Promise<void> => {
      while (running) {
        try {
          const r = await postReview(run.port, certs.caCert, review({ object: service('web') }), { agent });
          if (r.status === 200 && r.json().response.allowed === true) ok += 1;
          else failures.push(`${r.status}`);
        } catch (error) {
          failures.push((error as Error).message);
        }
      }
    };
    // A review whose body is still arriving when the listener closes.
    const body = JSON.stringify(review({ uid: 'slow-one', object: service('Web_1') }));
    const { req: slowReq, answer: slow } = slowReview(run.port, certs.caCert, body, '?timeout=10s', 100);
    try {
      const workers = [worker(), worker(), worker(), worker()];
      await sleep(300);
      const beforeSignal = ok;
      const signalledAt = Date.now();
      run.child.kill('SIGTERM');
      // Like kube-proxy: keep sending until readiness fails, and a little after.
      let notReadyAt = 0;
      while (Date.now() - signalledAt < 2500) {
        const ready = await httpGet(run.healthPort, '/readyz').catch(() => ({ status: 0, body: '' }));
        if (ready.status === 500) {
          notReadyAt = Date.now();
          assert.match(ready.body, /\[-\]shutdown failed: reason withheld/);
          break;
        }
        await sleep(20);
      }
      assert.ok(notReadyAt > 0, 'readiness failed after SIGTERM');
      await sleep(300);
      running = false;
      await Promise.all(workers);
      const duringDelay = ok - beforeSignal;
      // Wait until the listener is closed: new connections are refused.
      let refused = false;
      for (let i = 0; i < 100 && !refused; i += 1) {
        await sleep(50);
        refused = await postReview(run.port, certs.caCert, review({ object: service('web') }), { agent: false }).then(
          () => false,
          (error: NodeJS.ErrnoException) => error.code === 'ECONNREFUSED',
        );
      }
      assert.ok(refused, 'the listener closed after the delay');
      assert.equal(run.child.exitCode, null, 'still running while a request is in flight');
      slowReq.end(body.slice(100));
      const answer = await slow;
      assert.equal(answer.status, 200);
      const out = JSON.parse(answer.text);
      assert.equal(out.response.uid, 'slow-one');
      assert.equal(out.response.allowed, false);
      const code = await run.exited;
      assert.equal(code, 0, run.stderr());
      assert.deepEqual(failures, []);
      assert.ok(duringDelay > 5, `requests served after SIGTERM: ${duringDelay}`);
      assert.ok(run.logs.some((l) => l.msg === 'webhook stopped'));
      assert.ok(run.logs.some((l) => l.msg === 'admission decision' && l.uid === 'slow-one' && l.allowed === false));
    } finally {
      running = false;
      agent.destroy();
      if (run.child.exitCode === null) run.child.kill('SIGKILL');
    }
  });

  it('binds each port to its own address: --bind-address for HTTPS, --health-bind-address for health and metrics', async () => {
    const tlsFiles = ['--tls-cert-file', volume.certFile, '--tls-private-key-file', volume.keyFile];
    const run = await startProcess([...tlsFiles, '--shutdown-delay-duration', '0s', '--health-bind-address', '127.0.0.2']);
    const get = (host: string, port: number): Promise<number | string> =>
      new Promise((resolve) => {
        const req = http.request({ host, port, path: '/metrics', agent: false }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
        req.end();
      });
    try {
      const listening = run.logs.find((l) => l.msg === 'webhook listening');
      assert.equal(listening.host, '127.0.0.1');
      assert.equal(listening.healthHost, '127.0.0.2');
      assert.equal(await get('127.0.0.2', run.healthPort), 200);
      assert.equal(await get('127.0.0.1', run.healthPort), 'ECONNREFUSED');
      assert.equal((await postReview(run.port, certs.caCert, review({ object: service('web') }))).status, 200);
    } finally {
      run.child.kill('SIGTERM');
      assert.equal(await run.exited, 0);
    }
  });

  it('reads webhook.mode, exemptNamespaces and rules from --config', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'plumbline-webhook-config-'));
    const config = path.join(dir, '.plumbline.yaml');
    writeFileSync(config, 'webhook:\n  mode: warn\n  exemptNamespaces: [legacy]\n');
    const run = await startProcess(['--tls-cert-file', volume.certFile, '--tls-private-key-file', volume.keyFile, '--shutdown-delay-duration', '0s', '--config', config]);
    try {
      const warned = (await postReview(run.port, certs.caCert, review({ object: service('Web_1') }))).json().response;
      assert.equal(warned.allowed, true);
      assert.ok(warned.warnings.some((w: string) => / metadata\.name: /.test(w)), JSON.stringify(warned.warnings));
      assert.equal(warned.auditAnnotations['plumbline-verdict'], 'would-deny');
      const exempt = (await postReview(run.port, certs.caCert, review({ object: { ...service('Web_1'), metadata: { name: 'Web_1', namespace: 'legacy' } } }))).json().response;
      assert.equal(exempt.allowed, true);
      assert.equal(exempt.warnings, undefined);
    } finally {
      run.child.kill('SIGTERM');
      assert.equal(await run.exited, 0);
    }
  });

  it('reads the configuration again when the file changes or on SIGHUP; one that does not load leaves the last good one', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'plumbline-webhook-reload-'));
    const config = path.join(dir, '.plumbline.yaml');
    writeFileSync(config, 'webhook:\n  mode: enforce\n');
    const run = await startProcess(['--tls-cert-file', volume.certFile, '--tls-private-key-file', volume.keyFile, '--shutdown-delay-duration', '0s', '--config', config]);
    const decide = async () => (await postReview(run.port, certs.caCert, review({ object: service('Web_1') }))).json().response;
    const waitForLog = async (predicate: (line: any) => boolean, what: string) => {
      for (let i = 0; i < 100 && !run.logs.some(predicate); i += 1) await sleep(50);
      assert.ok(run.logs.some(predicate), `no log line: ${what}`);
    };
    try {
      assert.equal((await decide()).allowed, false);

      writeFileSync(config, 'webhook:\n  mode: warn\n');
      await waitForLog((l) => l.msg === 'configuration reloaded' && l.mode === 'warn' && l.source === 'file change', 'reloaded in warn mode');
      const warned = await decide();
      assert.equal(warned.allowed, true);
      assert.ok(warned.warnings.some((w: string) => / metadata\.name: /.test(w)), JSON.stringify(warned.warnings));

      writeFileSync(config, 'webhook:\n  mode: sideways\n');
      await waitForLog((l) => l.msg === 'configuration reload failed: the previous configuration stays in force' && /\.plumbline\.yaml/.test(l.err), 'reload failure naming the file');
      assert.equal((await decide()).allowed, true, 'the last good configuration (warn) stays in force');

      writeFileSync(config, 'webhook:\n  mode: enforce\n');
      await waitForLog((l) => l.msg === 'configuration reloaded' && l.mode === 'enforce', 'reloaded in enforce mode');
      assert.equal((await decide()).allowed, false);

      const before = run.logs.length;
      run.child.kill('SIGHUP');
      await waitForLog((l) => l.msg === 'configuration reloaded' && l.source === 'SIGHUP', 'reloaded on SIGHUP');
      assert.ok(run.logs.length > before);

      const metrics = (await httpGet(run.healthPort, '/metrics')).body;
      assert.match(metrics, /plumbline_webhook_config_reloads_total\{result="ok"\} 3/);
      assert.match(metrics, /plumbline_webhook_config_reloads_total\{result="error"\} 1/);
    } finally {
      run.child.kill('SIGTERM');
      assert.equal(await run.exited, 0);
    }
  });

  it('refuses to start with a bad configuration or unreadable certificate (exit 2)', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'plumbline-webhook-bad-'));
    const config = path.join(dir, '.plumbline.yaml');
    writeFileSync(config, 'webhook:\n  mode: block\n');
    const bad = spawnSync(process.execPath, [cli, 'webhook', '--tls-cert-file', volume.certFile, '--tls-private-key-file', volume.keyFile, '--config', config, '--port', '0', '--health-port', '-1'], { encoding: 'utf8' });
    assert.equal(bad.status, 2);
    assert.match(bad.stderr, /configuration: .*\.plumbline\.yaml/);
    const missing = spawnSync(process.execPath, [cli, 'webhook', '--tls-cert-file', path.join(dir, 'nope.crt'), '--tls-private-key-file', path.join(dir, 'nope.key'), '--port', '0', '--health-port', '-1'], { encoding: 'utf8' });
    assert.equal(missing.status, 2);
    assert.match(missing.stderr, /nope\.crt/);
    const noFlags = spawnSync(process.execPath, [cli, 'webhook'], { encoding: 'utf8' });
    assert.equal(noFlags.status, 2);
    assert.match(noFlags.stderr, /--tls-cert-file/);
  });

  it('exits 2 (and does not hang) when a port is taken', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', () => resolve()));
    const taken = (blocker.address() as net.AddressInfo).port;
    try {
      const child = spawn(process.execPath, [cli, 'webhook', '--tls-cert-file', volume.certFile, '--tls-private-key-file', volume.keyFile, '--bind-address', '127.0.0.1', '--port', '0', '--health-port', String(taken)], { stdio: ['ignore', 'ignore', 'pipe'] });
      let stderr = '';
      child.stderr!.on('data', (c) => (stderr += String(c)));
      const code = await new Promise<number | null>((resolve) => {
        const timer = setTimeout(() => {
          child.kill('SIGKILL');
          resolve(-1);
        }, 15_000);
        child.on('exit', (c) => {
          clearTimeout(timer);
          resolve(c);
        });
      });
      assert.equal(code, 2, stderr);
      assert.match(stderr, /EADDRINUSE/);
    } finally {
      blocker.close();
    }
  });

  it('webhook certs: a CA, a serving certificate for the Service names, and the caBundle in the configuration', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'plumbline-webhook-certs-'));
    const vwc = path.join(dir, 'validating-webhook.yaml');
    copyFileSync(path.join(root, 'deploy/validating-webhook.yaml'), vwc);
    const before = readFileSync(vwc, 'utf8');
    const result = spawnSync(process.execPath, [cli, 'webhook', 'certs', '--service', 'plumbline-webhook', '--namespace', 'plumbline-system', '--out-dir', path.join(dir, 'out'), '--webhook-config', vwc], { encoding: 'utf8' });
    assert.equal(result.status, 0, result.stderr);
    const ca = new X509Certificate(readFileSync(path.join(dir, 'out/ca.crt')));
    const leaf = new X509Certificate(readFileSync(path.join(dir, 'out/tls.crt')));
    assert.ok(leaf.checkIssued(ca));
    assert.ok(leaf.verify(ca.publicKey));
    assert.equal(leaf.subjectAltName, 'DNS:plumbline-webhook.plumbline-system.svc, DNS:plumbline-webhook.plumbline-system.svc.cluster.local');
    assert.equal(ca.ca, true);
    assert.equal(leaf.ca, false);
    assert.ok(leaf.checkPrivateKey(createPrivateKey(readFileSync(path.join(dir, 'out/tls.key')))));
    const after = readFileSync(vwc, 'utf8');
    // Comments survive; every webhook gets the bundle.
    for (const comment of before.split('\n').filter((l) => l.trim().startsWith('#'))) assert.ok(after.includes(comment.trim()), comment);
    const docs = parseAllDocuments(after).map((d) => d.toJS());
    const config = docs.find((d) => d?.kind === 'ValidatingWebhookConfiguration');
    assert.ok(config.webhooks.length >= 1);
    for (const hook of config.webhooks) {
      assert.equal(Buffer.from(hook.clientConfig.caBundle, 'base64').toString('utf8'), readFileSync(path.join(dir, 'out/ca.crt'), 'utf8'));
    }
  });
});
