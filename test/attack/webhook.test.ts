/**
 * Attacks on the real `plumbline webhook` process (the bundled command line) over real
 * HTTPS on 127.0.0.1: metric label cardinality, oversized strings, deep nesting, handle
 * leaks, slow headers, a connection flood, dead connections at shutdown, an emptied
 * configuration. Each attack is bounded in time and size; issue 15 lists what each one did
 * before it was fixed.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { httpGet, httpsRequest, makeCerts, postReview, review, SecretVolume, service, sleep, slowReview } from '../webhook/helpers.js';
import { cli, ensureBuilt, startProcess, type Running } from '../webhook/process-helpers.js';

const certs = makeCerts();

/** Open file descriptors of a process (Linux). */
function openFiles(pid: number): number {
  return readdirSync(`/proc/${pid}/fd`).length;
}

/** A plain TCP connection to the webhook port; resolves with the time the server closed it. */
function rawConnection(port: number, send?: Buffer): { socket: net.Socket; connected: Promise<void>; closedAt: Promise<number> } {
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => {});
  socket.resume();
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  if (send) void connected.then(() => socket.write(send));
  const closedAt = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
  return { socket, connected, closedAt };
}

/** A TLS connection that completed its handshake; resolves with the time the server closed it. */
async function tlsConnection(port: number): Promise<{ socket: tls.TLSSocket; closedAt: Promise<number> }> {
  const socket = tls.connect({ port, host: '127.0.0.1', ca: certs.caCert, servername: 'localhost' });
  socket.on('error', () => {});
  socket.resume();
  const closedAt = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
  await new Promise<void>((resolve, reject) => {
    socket.once('secureConnect', () => resolve());
    socket.once('close', () => reject(new Error('closed before the handshake')));
  });
  return { socket, closedAt };
}

/** Waits for a promise, or fails after `ms`. */
async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** `{ "a": { "a": … 1 … } }` nested `depth` levels, written as text (JSON.stringify itself recurses). */
function nestedJson(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

async function stop(run: Running): Promise<void> {
  if (run.child.exitCode !== null) return;
  run.child.kill('SIGTERM');
  const code = await within(run.exited, 10_000, 'exit after SIGTERM').catch(() => {
    run.child.kill('SIGKILL');
    return -1;
  });
  assert.equal(code, 0, run.stderr());
}

/** Labels of every series in the Prometheus text, by metric name (the process_/nodejs_ defaults left out). */
function seriesLabels(text: string): Array<{ metric: string; labels: Record<string, string> }> {
  const out: Array<{ metric: string; labels: Record<string, string> }> = [];
  for (const line of text.split('\n')) {
    const m = /^(plumbline_webhook_[a-z_]+)(?:\{(.*)\})? /.exec(line);
    if (!m || /^plumbline_webhook_(process|nodejs)_/.test(m[1]!)) continue;
    const labels: Record<string, string> = {};
    for (const l of (m[2] ?? '').matchAll(/([a-z_]+)="((?:[^"\\]|\\.)*)"/g)) labels[l[1]!] = l[2]!;
    out.push({ metric: m[1]!, labels });
  }
  return out;
}

describe('attacks on the webhook (real process, loopback)', function () {
  this.timeout(40_000);
  let volume: SecretVolume;
  before(() => {
    ensureBuilt();
    volume = new SecretVolume(certs.cert, certs.key);
  });
  const tlsArgs = (): string[] => [
    ...['--tls-cert-file', volume.certFile, '--tls-private-key-file', volume.keyFile],
    ...['--shutdown-delay-duration', '0s'],
  ];

  describe('hostile review content', () => {
    let run: Running;
    let agent: https.Agent;
    before(async () => {
      run = await startProcess(tlsArgs());
      agent = new https.Agent({ keepAlive: true, maxSockets: 8, ca: certs.caCert });
    });
    after(async () => {
      agent.destroy();
      await stop(run);
    });

    it('metric labels take values from fixed sets only, whatever operations, kinds and reasons are sent', async () => {
      const sends: Array<Promise<unknown>> = [];
      for (let i = 0; i < 300; i += 1) {
        const body = review({ object: service(`web-${i}`) }) as { request: Record<string, unknown> };
        body.request.operation = `OPERATION-${i}-${'x'.repeat(i % 7)}`;
        sends.push(postReview(run.port, certs.caCert, body, { agent }));
        const widget = { apiVersion: `example${i}.com/v1`, kind: `Widget${i}`, metadata: { name: 'w', namespace: 'default' } };
        const custom = review({ object: widget });
        sends.push(postReview(run.port, certs.caCert, custom, { agent }));
      }
      const huge = review({ object: service('web') }) as { request: Record<string, unknown> };
      huge.request.operation = 'U'.repeat(1_000_000);
      sends.push(postReview(run.port, certs.caCert, huge, { agent }));
      await Promise.all(sends);
      const metrics = await httpGet(run.healthPort, '/metrics');
      assert.equal(metrics.status, 200);
      const allowed: Record<string, RegExp> = {
        operation: /^(CREATE|UPDATE|DELETE|CONNECT|other)$/,
        decision: /^(allowed|denied|warned|audited|exempt|skipped)$/,
        kind: /^([A-Z][A-Za-z]{0,62}|other)$/,
        rule: /^[a-z0-9-]{1,40}\/[a-z0-9-]{1,80}$/,
        severity: /^(error|warning|info)$/,
        reason: /^(malformed-json|not-a-review|method|not-found|too-large|deadline|bad-timeout|unsupported-media-type)$/,
        result: /^(ok|error)$/,
        le: /^([0-9.e+-]+|\+Inf)$/,
      };
      const kinds = new Set<string>();
      const operations = new Set<string>();
      for (const { metric, labels } of seriesLabels(metrics.body)) {
        for (const [name, value] of Object.entries(labels)) {
          assert.ok(allowed[name], `${metric}: unexpected label ${name}`);
          assert.match(value, allowed[name]!, `${metric}{${name}} = ${value.slice(0, 80)}`);
        }
        if (labels.kind) kinds.add(labels.kind);
        if (labels.operation) operations.add(labels.operation);
      }
      assert.deepEqual([...operations].sort(), ['CREATE', 'other']);
      assert.ok(!kinds.has('Widget7') && kinds.has('other'), [...kinds].join(','));
      // 600 distinct operations and kinds made 300,000 series before; now the page stays small.
      assert.ok(metrics.body.length < 60_000, `/metrics is ${metrics.body.length} bytes`);
    });

    it('echoes no attacker-controlled string unbounded, in answers or in log lines', async () => {
      const mega = 'K'.repeat(1_000_000);
      const answers = [
        await postReview(run.port, certs.caCert, { apiVersion: 'admission.k8s.io/v1', kind: mega, request: {} }, { agent }),
        await postReview(run.port, certs.caCert, { apiVersion: mega, kind: 'AdmissionReview', request: {} }, { agent }),
        await postReview(run.port, certs.caCert, review({ object: service('web') }), { agent, query: `?timeout=${'9'.repeat(8000)}q` }),
        await postReview(run.port, certs.caCert, review({ object: service('web') }), {
          agent,
          headers: { 'Content-Type': `text/${'p'.repeat(8000)}` },
        }),
        await httpsRequest(run.port, `/${'p'.repeat(8000)}`, { ca: certs.caCert, agent, method: 'GET' }),
        await httpGet(run.healthPort, `/readyz/${'c'.repeat(8000)}`),
      ];
      const query = Array.from({ length: 500 }, (_, i) => `exclude=${i}${'e'.repeat(10)}`).join('&');
      const excludes = await httpGet(run.healthPort, `/readyz?verbose&${query}`);
      assert.ok(excludes.body.length < 2048, `a health answer of ${excludes.body.length} characters`);
      for (const answer of answers) {
        assert.ok([400, 404, 415].includes(answer.status), `${answer.status}`);
        assert.ok(answer.body.length < 1024, `a ${answer.status} answer of ${answer.body.length} characters: ${answer.body.slice(0, 100)}`);
      }
      const subResource = 's'.repeat(1_000_000);
      const skipped = review({ object: service('web'), operation: 'UPDATE', oldObject: service('web'), subResource });
      // The name is in the object and in the request: 4 × 600 KB stays below the 4 MiB body limit.
      const named = review({ object: service(`Web_${'n'.repeat(600_000)}`, {}, { labels: { app: 'v'.repeat(600_000) } }) });
      (named as { request: Record<string, unknown> }).request.namespace = 'N'.repeat(600_000);
      for (const body of [skipped, named]) {
        const answer = await postReview(run.port, certs.caCert, body, { agent });
        assert.equal(answer.status, 200);
        assert.ok(answer.body.length < 16_384, `a review answer of ${answer.body.length} characters`);
      }
      await sleep(400); // the log is flushed every 250 ms
      assert.ok(run.logs.some((l) => l.msg === 'admission request refused'));
      assert.ok(run.longestLogLine() < 8192, `a log line of ${run.longestLogLine()} characters`);
    });

    it('answers an object nested 10,000 levels or more with HTTP 200 and a clear denial, not 500', async () => {
      const deep = (depth: number, where: 'labels' | 'fieldsV1'): string => {
        const managed = `[{"manager":"m","operation":"Update","fieldsType":"FieldsV1","fieldsV1":${nestedJson(depth)}}]`;
        const meta = where === 'labels' ? `"labels":${nestedJson(depth)}` : `"managedFields":${managed}`;
        const object = `{"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"deep","namespace":"default",${meta}},"data":{"a":"b"}}`;
        const text = JSON.stringify(review({ object: { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'deep' } } }));
        return text.replace('"object":{"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"deep"}}', `"object":${object}`);
      };
      for (const [depth, where] of [[10_000, 'fieldsV1'], [100_000, 'labels'], [10_000, 'labels']] as const) {
        const answer = await postReview(run.port, certs.caCert, deep(depth, where), { agent });
        assert.equal(answer.status, 200, answer.body.slice(0, 200));
        const response = answer.json().response;
        assert.equal(response.allowed, false);
        assert.match(response.status.message, /ConfigMap "deep" is invalid: .*nested more than \d+ levels deep/);
      }
      // The stored object of an UPDATE is copied by the Service's update preparation (structuredClone).
      const update = async (depth: number): Promise<{ allowed: boolean }> => {
        const status = `{"loadBalancer":${nestedJson(depth)}}`;
        const old = JSON.stringify({ ...service('web'), status: { marker: 1 } }).replace('{"marker":1}', status);
        const text = JSON.stringify(review({ operation: 'UPDATE', object: service('web'), oldObject: { marker: 2 } }));
        const answer = await postReview(run.port, certs.caCert, text.replace('{"marker":2}', old), { agent });
        assert.equal(answer.status, 200, answer.body.slice(0, 200));
        return answer.json().response;
      };
      assert.equal((await update(5000)).allowed, false);
      // Just inside the limit the rules run, and their recursion holds.
      assert.equal((await update(990)).allowed, true);
      // A nesting the API server's own objects reach is checked as usual.
      const normal = await postReview(run.port, certs.caCert, deep(40, 'fieldsV1'), { agent });
      assert.equal(normal.json().response.allowed, true, normal.body.slice(0, 300));
      assert.ok(!run.logs.some((l) => l.msg === 'admission review failed'), 'no review failed inside the webhook');
    });

    it('clamps ?timeout= to the 30 s the API server sends at most, and refuses a body that is not application/json with 415', async () => {
      // 9999999h overflowed Node's timer, which then fired after 1 ms: a body still arriving got 504.
      const body = JSON.stringify(review({ object: service('web') }));
      const { req, answer } = slowReview(run.port, certs.caCert, body, '?timeout=9999999h', 50);
      setTimeout(() => req.end(body.slice(50)), 100);
      const long = await answer;
      assert.equal(long.status, 200, long.text);
      assert.equal(JSON.parse(long.text).response.allowed, true);
      const send = (type: string) =>
        postReview(run.port, certs.caCert, review({ object: service('web') }), { agent, headers: { 'Content-Type': type } });
      const plain = await send('text/plain');
      assert.equal(plain.status, 415);
      assert.match(plain.body, /application\/json/);
      const charset = await send('application/json; charset=utf-8');
      assert.equal(charset.status, 200);
    });
  });

  describe('connection attacks', () => {
    it('closes connections that send nothing or leave before the TLS handshake: no handle leak', async () => {
      const run = await startProcess([...tlsArgs(), '--request-header-timeout', '1s']);
      try {
        await sleep(300);
        const baseline = openFiles(run.child.pid!);
        const silent = Array.from({ length: 100 }, () => rawConnection(run.port));
        const partialHello = Array.from({ length: 50 }, () => rawConnection(run.port, Buffer.from([0x16, 0x03, 0x01, 0x02, 0x00, 0x01])));
        const leaving = Array.from({ length: 50 }, () => rawConnection(run.port));
        await Promise.all([...silent, ...partialHello, ...leaving].map((c) => c.connected));
        for (const c of leaving) c.socket.end();
        const started = Date.now();
        const all = Promise.all([...silent, ...partialHello].map((c) => c.closedAt));
        const closed = await within(all, 5000, 'the server closes silent connections');
        assert.ok(Math.max(...closed) - started < 3000, `closed after ${Math.max(...closed) - started} ms`);
        await sleep(300);
        const after = openFiles(run.child.pid!);
        assert.ok(after <= baseline + 3, `open files: ${baseline} before, ${after} after 200 dead connections`);
        const answer = await postReview(run.port, certs.caCert, review({ object: service('web') }), { agent: false });
        assert.equal(answer.status, 200);
      } finally {
        await stop(run);
      }
    });

    it('holds slow headers no longer than the header deadline, however they trickle', async () => {
      const run = await startProcess([...tlsArgs(), '--request-header-timeout', '1s']);
      try {
        const started = Date.now();
        const trickling = await Promise.all(Array.from({ length: 20 }, () => tlsConnection(run.port)));
        const timers = trickling.map(({ socket }) => {
          socket.write('POST /validate?timeout=10s HTTP/1.1\r\nHost: plumbline\r\n');
          return setInterval(() => socket.write('X-Trickle: 1\r\n'), 150);
        });
        const silent = await Promise.all(Array.from({ length: 20 }, () => tlsConnection(run.port)));
        try {
          const all = Promise.all([...trickling, ...silent].map((c) => c.closedAt));
          const closed = await within(all, 6000, 'the server closes slow connections');
          assert.ok(Math.max(...closed) - started < 3500, `the last slow connection closed after ${Math.max(...closed) - started} ms`);
        } finally {
          timers.forEach((t) => clearInterval(t));
        }
        // The deadline is for headers: a keep-alive connection may idle between reviews for longer.
        let opened = 0;
        const agent = new https.Agent({ keepAlive: true, maxSockets: 1, ca: certs.caCert });
        const create = agent.createConnection.bind(agent);
        agent.createConnection = (...args: Parameters<typeof create>) => {
          opened += 1;
          return create(...args);
        };
        try {
          for (let i = 0; i < 2; i += 1) {
            assert.equal((await postReview(run.port, certs.caCert, review({ object: service('web') }), { agent })).status, 200);
            await sleep(1500);
          }
          assert.equal(opened, 1, 'both reviews used one connection');
        } finally {
          agent.destroy();
        }
      } finally {
        await stop(run);
      }
    });

    it('refuses connections beyond --max-connections at once, and serves again when they go', async () => {
      const run = await startProcess([...tlsArgs(), '--max-connections', '20']);
      try {
        const held = Array.from({ length: 20 }, () => rawConnection(run.port));
        await Promise.all(held.map((c) => c.connected));
        await sleep(100);
        const started = Date.now();
        const extra = rawConnection(run.port);
        const closedAt = await within(extra.closedAt, 2000, 'the connection over the limit is closed');
        assert.ok(closedAt - started < 1000, `refused after ${closedAt - started} ms`);
        const refused = await postReview(run.port, certs.caCert, review({ object: service('web') }), { agent: false }).then(
          () => 'answered',
          (error: Error) => error.message,
        );
        assert.notEqual(refused, 'answered');
        for (const c of held) c.socket.destroy();
        await sleep(200);
        const answer = await postReview(run.port, certs.caCert, review({ object: service('web') }), { agent: false });
        assert.equal(answer.status, 200);
        const metrics = await httpGet(run.healthPort, '/metrics');
        assert.match(metrics.body, /plumbline_webhook_connections_refused_total [1-9]/);
      } finally {
        await stop(run);
      }
    });

    it('does not wait out the drain for dead connections at shutdown', async () => {
      const run = await startProcess(tlsArgs());
      const silent = Array.from({ length: 20 }, () => rawConnection(run.port));
      await Promise.all(silent.map((c) => c.connected));
      const idle = await Promise.all(Array.from({ length: 10 }, () => tlsConnection(run.port)));
      const slow = await Promise.all(Array.from({ length: 10 }, () => tlsConnection(run.port)));
      for (const { socket } of slow) socket.write('POST /validate HTTP/1.1\r\nHost: plumbline\r\n');
      const signalled = Date.now();
      run.child.kill('SIGTERM');
      const code = await within(run.exited, 5000, 'exit after SIGTERM with dead connections open (drain: 20 s)').catch((error: Error) => {
        run.child.kill('SIGKILL');
        throw error;
      });
      assert.equal(code, 0);
      assert.ok(Date.now() - signalled < 3000, `exited ${Date.now() - signalled} ms after SIGTERM`);
      for (const c of [...silent.map((s) => s.socket), ...idle.map((s) => s.socket), ...slow.map((s) => s.socket)]) c.destroy();
    });
  });

  describe('configuration attacks', () => {
    it('refuses to start with an empty configuration file (exit 2, naming the file)', () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'plumbline-attack-empty-'));
      for (const text of ['', '\n  \n', '# everything commented out\n']) {
        const config = path.join(dir, '.plumbline.yaml');
        writeFileSync(config, text);
        const args = [cli, 'webhook', ...tlsArgs(), '--config', config, '--port', '0', '--health-port', '-1'];
        const result = spawnSync(process.execPath, args, { encoding: 'utf8', timeout: 15_000 });
        assert.equal(result.status, 2, `${JSON.stringify(text)}: ${result.stderr}`);
        assert.match(result.stderr, /configuration: .*\.plumbline\.yaml.*empty/);
      }
    });

    it('keeps the configuration in force when the file is emptied', async () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'plumbline-attack-emptied-'));
      const config = path.join(dir, '.plumbline.yaml');
      writeFileSync(config, 'webhook:\n  mode: audit\n');
      const run = await startProcess([...tlsArgs(), '--config', config]);
      try {
        writeFileSync(config, '');
        run.child.kill('SIGHUP');
        for (let i = 0; i < 100 && !run.logs.some((l) => l.msg?.startsWith('configuration reload failed')); i += 1) await sleep(50);
        const failed = run.logs.find((l) => l.msg?.startsWith('configuration reload failed'));
        assert.ok(failed, 'a reload failure is logged');
        assert.match(failed.err, /\.plumbline\.yaml.*empty/);
        // Audit mode stays: an invalid name is still admitted, not denied by the defaults.
        const answer = await postReview(run.port, certs.caCert, review({ object: service('Web_1') }));
        assert.equal(answer.json().response.allowed, true);
        assert.equal(answer.json().response.auditAnnotations['plumbline-mode'], 'audit');
      } finally {
        await stop(run);
      }
    });
  });
});
