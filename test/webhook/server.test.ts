import assert from 'node:assert/strict';
import { X509Certificate } from 'node:crypto';
import https from 'node:https';
import tls from 'node:tls';
import { Writable } from 'node:stream';
import { validate as coreValidate, getEngine, type Diagnostic, type ValidateOptions } from '@plumbline/core';
import fc from 'fast-check';
import pino from 'pino';
import { WebhookMetrics, WebhookServer, type WebhookServerOptions, type WebhookSettings } from '@plumbline/webhook';
import { httpGet, httpsRequest, makeCerts, postReview, review, SecretVolume, selfSigned, service, sleep } from './helpers.js';

const certs = makeCerts();

interface Harness {
  server: WebhookServer;
  logs: any[];
  calls: Array<{ object: unknown; options: ValidateOptions }>;
  volume: SecretVolume;
}

async function startServer(
  settings: Partial<WebhookSettings> = {},
  options: Partial<WebhookServerOptions> = {},
  material = certs,
): Promise<Harness> {
  const logs: any[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n')) if (line.trim()) logs.push(JSON.parse(line));
      done();
    },
  });
  const calls: Harness['calls'] = [];
  const volume = new SecretVolume(material.cert, material.key);
  const server = new WebhookServer({
    certFile: volume.certFile,
    keyFile: volume.keyFile,
    port: 0,
    healthPort: 0,
    host: '127.0.0.1',
    shutdownDelayMs: 0,
    settings: { mode: 'enforce', exemptNamespaces: [], validateOptions: {}, ...settings },
    logger: pino({ level: 'info' }, sink),
    metrics: new WebhookMetrics({ defaultMetrics: false }),
    certificatePollMs: 500,
    validate: (object, opts) => {
      calls.push({ object, options: opts });
      return coreValidate(object, opts);
    },
    ...options,
  });
  await server.start();
  // The ruleset is loaded right after start.
  for (let i = 0; i < 100 && (await httpGet(server.healthPort, '/readyz/rules-loaded')).status !== 200; i += 1) await sleep(20);
  return { server, logs, calls, volume };
}

function diag(partial: Partial<Diagnostic>): Diagnostic {
  return {
    ruleId: 'test/rule',
    messageId: 'm',
    severity: 'warning',
    message: 'Message.',
    path: 'spec.x',
    pathSegments: ['spec', 'x'],
    reason: 'FieldValueInvalid',
    ...partial,
  };
}

describe('webhook server (HTTPS, in process)', function () {
  this.timeout(30_000);
  let h: Harness;
  before(async () => {
    h = await startServer();
  });
  after(async () => {
    await h.server.shutdown('test');
  });

  const post = (body: unknown, query?: string) => postReview(h.server.port, certs.caCert, body, { query });

  it('allows a valid object and echoes uid, apiVersion and kind (v1)', async () => {
    const r = await post(review({ uid: 'b7f3c0d4-1111-4a2b-9c3d-000000000001', object: service('web') }));
    assert.equal(r.status, 200);
    assert.match(String(r.headers['content-type']), /application\/json/);
    const out = r.json();
    assert.equal(out.apiVersion, 'admission.k8s.io/v1');
    assert.equal(out.kind, 'AdmissionReview');
    assert.equal(out.response.uid, 'b7f3c0d4-1111-4a2b-9c3d-000000000001');
    assert.equal(out.response.allowed, true);
    assert.equal(out.response.status, undefined);
    assert.equal(out.response.patch, undefined);
    assert.equal(out.response.patchType, undefined);
  });

  it('answers admission.k8s.io/v1beta1 reviews in v1beta1', async () => {
    const r = await post(review({ apiVersion: 'admission.k8s.io/v1beta1', uid: 'beta-uid', object: service('Web_1') }));
    assert.equal(r.status, 200);
    const out = r.json();
    assert.equal(out.apiVersion, 'admission.k8s.io/v1beta1');
    assert.equal(out.response.uid, 'beta-uid');
    assert.equal(out.response.allowed, false);
  });

  it('denies an invalid object with a 422 Invalid Status and one cause per error', async () => {
    const r = await post(review({ object: service('Web_1') }));
    assert.equal(r.status, 200, 'a denial is still HTTP 200');
    const { response } = r.json();
    assert.equal(response.allowed, false);
    const status = response.status;
    assert.equal(status.code, 422);
    assert.equal(status.reason, 'Invalid');
    assert.equal(status.status, 'Failure');
    assert.match(status.message, /^Service "Web_1" is invalid: metadata\.name: /);
    assert.equal(status.details.name, 'Web_1');
    assert.equal(status.details.group, '');
    assert.equal(status.details.kind, 'Service');
    assert.ok(status.details.causes.length >= 1);
    const cause = status.details.causes.find((c: any) => c.field === 'metadata.name');
    assert.ok(cause, JSON.stringify(status.details.causes));
    assert.equal(cause.reason, 'FieldValueInvalid');
    assert.ok(cause.message.length > 0);
    // kubectl prints `<field>: <message>`: the message does not repeat the field after that prefix.
    assert.ok(!cause.message.startsWith('`metadata.name`'), cause.message);
    assert.match(status.message, /^Service "Web_1" is invalid: metadata\.name: is "Web_1"/);
    // Audit annotations name the rules; keys are qualified-name parts without '/'.
    const annotations = response.auditAnnotations as Record<string, string>;
    const fired = annotations['plumbline-rules']!.split(',');
    assert.ok(fired.includes('metadata/name-invalid'), annotations['plumbline-rules']);
    for (const id of fired) assert.ok(getEngine().rule(id), `'${id}' in plumbline-rules is not a rule id`);
    for (const key of Object.keys(annotations)) {
      assert.ok(key.length <= 63 && !key.includes('/') && /^[a-z0-9]([a-z0-9._-]*[a-z0-9])?$/.test(key), key);
    }
    assert.equal(annotations['plumbline-verdict'], 'denied');
  });

  it('reports a body that does not decode (wrong type) as a FieldValueTypeInvalid cause', async () => {
    const r = await post(review({ object: service('web', { publishNotReadyAddresses: 'true' }) }));
    const { response } = r.json();
    assert.equal(response.allowed, false);
    const fields = response.status.details.causes.map((c: any) => [c.field, c.reason]);
    assert.deepEqual(fields, [['spec.publishNotReadyAddresses', 'FieldValueTypeInvalid']]);
    assert.equal(response.status.message.startsWith('Service "web" is invalid: spec.publishNotReadyAddresses: '), true);
  });

  it('names a grouped kind Kind.group in the message and details', async () => {
    const ingress = {
      apiVersion: 'networking.k8s.io/v1',
      kind: 'Ingress',
      metadata: { name: 'Bad_Name', namespace: 'default' },
      spec: { defaultBackend: { service: { name: 'web', port: { number: 80 } } } },
    };
    const { response } = (await post(review({ object: ingress }))).json();
    assert.equal(response.allowed, false);
    assert.match(response.status.message, /^Ingress\.networking\.k8s\.io "Bad_Name" is invalid: /);
    assert.equal(response.status.details.group, 'networking.k8s.io');
    assert.equal(response.status.details.kind, 'Ingress');
  });

  it('validates UPDATE with the old object, and status updates as the status subresource', async () => {
    const old = service('web');
    const next = service('web', { publishNotReadyAddresses: true });
    h.calls.length = 0;
    const r = await post(review({ operation: 'UPDATE', object: next, oldObject: old }));
    assert.equal(r.json().response.allowed, true);
    assert.equal(h.calls.length, 1);
    assert.equal(h.calls[0]!.options.operation, 'UPDATE');
    assert.deepEqual(h.calls[0]!.options.oldObject, old);
    assert.equal(h.calls[0]!.options.subresource, undefined);

    h.calls.length = 0;
    const s = await post(
      review({ operation: 'UPDATE', object: { ...next, status: { loadBalancer: {} } }, oldObject: old, subResource: 'status' }),
    );
    assert.equal(s.json().response.allowed, true);
    assert.equal(h.calls[0]!.options.subresource, 'status');
  });

  it('denies workload updates the server refuses (StatefulSet claim templates, Job template, Pod spec) and allows an image change', async () => {
    // Objects as the API server sends them to a webhook: defaulted, with server-set metadata and status.
    const meta = (name: string, uid: string) => ({
      name,
      namespace: 'default',
      uid,
      resourceVersion: '812',
      generation: 2,
      creationTimestamp: '2026-01-05T10:00:00Z',
    });
    const container = (image: string) => ({
      name: 'app',
      image,
      imagePullPolicy: 'IfNotPresent',
      resources: {},
      terminationMessagePath: '/dev/termination-log',
      terminationMessagePolicy: 'File',
    });
    const podSpec = (image: string, restartPolicy = 'Always') => ({
      containers: [container(image)],
      restartPolicy,
      terminationGracePeriodSeconds: 30,
      dnsPolicy: 'ClusterFirst',
      securityContext: {},
      schedulerName: 'default-scheduler',
    });
    const sts = (storage: string, image: string) => ({
      apiVersion: 'apps/v1',
      kind: 'StatefulSet',
      metadata: meta('db', '3f1c6b8e-0b1d-4c57-9d7e-5a2f1e9c0a11'),
      spec: {
        replicas: 3,
        serviceName: 'db',
        podManagementPolicy: 'OrderedReady',
        revisionHistoryLimit: 10,
        selector: { matchLabels: { app: 'db' } },
        template: { metadata: { labels: { app: 'db' } }, spec: podSpec(image) },
        updateStrategy: { type: 'RollingUpdate', rollingUpdate: { partition: 0 } },
        persistentVolumeClaimRetentionPolicy: { whenDeleted: 'Retain', whenScaled: 'Retain' },
        volumeClaimTemplates: [
          {
            apiVersion: 'v1',
            kind: 'PersistentVolumeClaim',
            metadata: { name: 'data' },
            spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage } }, volumeMode: 'Filesystem' },
            status: { phase: 'Pending' },
          },
        ],
      },
      status: { replicas: 3, readyReplicas: 3, currentReplicas: 3, updatedReplicas: 3, observedGeneration: 2, availableReplicas: 3 },
    });
    const allowed = (
      await post(review({ operation: 'UPDATE', object: sts('1Gi', 'postgres:17'), oldObject: sts('1Gi', 'postgres:16') }))
    ).json();
    assert.equal(allowed.response.allowed, true, JSON.stringify(allowed.response.status));

    const denied = (
      await post(review({ operation: 'UPDATE', object: sts('5Gi', 'postgres:16'), oldObject: sts('1Gi', 'postgres:16') }))
    ).json();
    assert.equal(denied.response.allowed, false);
    assert.deepEqual(
      denied.response.status.details.causes.map((c: any) => [c.field, c.reason]),
      [['spec', 'FieldValueForbidden']],
    );
    assert.match(denied.response.status.message, /spec\.volumeClaimTemplates\[0\]\.spec\.resources\.requests\.storage/);

    const uid = '9a8b7c6d-1111-4e2f-8a9b-0c1d2e3f4a5b';
    const labels = {
      'batch.kubernetes.io/controller-uid': uid,
      'batch.kubernetes.io/job-name': 'migrate',
      'controller-uid': uid,
      'job-name': 'migrate',
    };
    const job = (args: string[]) => ({
      apiVersion: 'batch/v1',
      kind: 'Job',
      metadata: { ...meta('migrate', uid), labels },
      spec: {
        parallelism: 1,
        completions: 1,
        backoffLimit: 6,
        completionMode: 'NonIndexed',
        suspend: false,
        manualSelector: false,
        podReplacementPolicy: 'TerminatingOrFailed',
        selector: { matchLabels: { 'batch.kubernetes.io/controller-uid': uid } },
        template: { metadata: { labels }, spec: { ...podSpec('migrate:1', 'Never'), containers: [{ ...container('migrate:1'), args }] } },
      },
      status: { startTime: '2026-01-05T10:00:01Z', active: 1, ready: 0, terminating: 0, uncountedTerminatedPods: {} },
    });
    const jobAnswer = (await post(review({ operation: 'UPDATE', object: job(['--all']), oldObject: job(['--dry-run']) }))).json();
    assert.equal(jobAnswer.response.allowed, false);
    assert.deepEqual(
      jobAnswer.response.status.details.causes.map((c: any) => [c.field, c.reason]),
      [['spec.template', 'FieldValueInvalid']],
    );

    const pod = (image: string, env: string) => ({
      apiVersion: 'v1',
      kind: 'Pod',
      metadata: meta('web-0', '5e4d3c2b-2222-4a1b-9c8d-7e6f5a4b3c2d'),
      spec: { ...podSpec(image), nodeName: 'node-1', containers: [{ ...container(image), env: [{ name: 'MODE', value: env }] }] },
      status: { phase: 'Running', podIP: '10.0.0.7' },
    });
    const podImage = (
      await post(review({ operation: 'UPDATE', object: pod('nginx:1.28', 'a'), oldObject: pod('nginx:1.27', 'a') }))
    ).json();
    assert.equal(podImage.response.allowed, true, JSON.stringify(podImage.response.status));
    const podEnv = (await post(review({ operation: 'UPDATE', object: pod('nginx:1.27', 'b'), oldObject: pod('nginx:1.27', 'a') }))).json();
    assert.equal(podEnv.response.allowed, false);
    assert.deepEqual(
      podEnv.response.status.details.causes.map((c: any) => [c.field, c.reason]),
      [['spec', 'FieldValueForbidden']],
    );
    assert.match(podEnv.response.status.message, /spec\.containers\[0\]\.env\[0\]\.value/);
  });

  it('allows DELETE, CONNECT and other subresources without validating', async () => {
    h.calls.length = 0;
    const del = (await post(review({ operation: 'DELETE', oldObject: service('Web_1') }))).json();
    assert.equal(del.response.allowed, true);
    const connect = (
      await post(review({ operation: 'CONNECT', object: { apiVersion: 'v1', kind: 'PodExecOptions', command: ['sh'] } }))
    ).json();
    assert.equal(connect.response.allowed, true);
    const scale = (
      await post(review({ operation: 'UPDATE', object: service('Web_1'), oldObject: service('Web_1'), subResource: 'scale' }))
    ).json();
    assert.equal(scale.response.allowed, true);
    assert.equal(h.calls.length, 0);
  });

  it('gives the same answer for a dry run and changes nothing', async () => {
    const a = (await post(review({ uid: 'u1', object: service('Web_1') }))).json();
    const b = (await post(review({ uid: 'u1', object: service('Web_1'), dryRun: true }))).json();
    assert.deepEqual(b, a);
  });

  it('allows kinds Plumbline does not check', async () => {
    const widget = {
      apiVersion: 'example.com/v1',
      kind: 'Widget',
      metadata: { name: 'Not_A_Valid_Name', namespace: 'default' },
      spec: { anything: true },
    };
    const { response } = (await post(review({ object: widget }))).json();
    assert.equal(response.allowed, true);
    assert.equal(response.warnings, undefined);
  });

  it('logs one JSON line per decision', async () => {
    const uid = 'log-line-uid';
    await post(review({ uid, object: service('Web_1') }));
    await sleep(20);
    const line = h.logs.find((l) => l.uid === uid);
    assert.ok(line, 'decision logged');
    assert.equal(line.msg, 'admission decision');
    assert.equal(line.kind, 'Service');
    assert.equal(line.namespace, 'default');
    assert.equal(line.name, 'Web_1');
    assert.equal(line.operation, 'CREATE');
    assert.equal(line.allowed, false);
    assert.ok(Array.isArray(line.rules) && line.rules.length > 0);
    assert.equal(typeof line.latencyMs, 'number');
    assert.equal(h.logs.filter((l) => l.uid === uid).length, 1);
  });

  it('speaks TLS 1.2 and 1.3 and refuses older versions', async () => {
    const protocol = (options: tls.ConnectionOptions): Promise<string> =>
      new Promise((resolve, reject) => {
        const socket = tls.connect({ host: '127.0.0.1', port: h.server.port, ca: certs.caCert, ...options }, () => {
          resolve(socket.getProtocol() ?? '');
          socket.end();
        });
        socket.on('error', reject);
      });
    assert.equal(await protocol({ maxVersion: 'TLSv1.2' }), 'TLSv1.2');
    assert.equal(await protocol({}), 'TLSv1.3');
    // A client that offers at most TLS 1.1 (its own security level lowered so that it may).
    // The server answers with a protocol_version alert.
    await assert.rejects(protocol({ minVersion: 'TLSv1', maxVersion: 'TLSv1.1', ciphers: 'DEFAULT@SECLEVEL=0' }), /alert protocol version/);
  });

  describe('malformed input', () => {
    it('405 for a method other than POST', async () => {
      const r = await httpsRequest(h.server.port, '/validate', { method: 'GET', ca: certs.caCert });
      assert.equal(r.status, 405);
      assert.equal(r.headers.allow, 'POST');
    });
    it('400 with a one-line reason for bad JSON, a non-review, a missing request', async () => {
      const cases: Array<[string, RegExp]> = [
        ['{"apiVersion": ', /^malformed JSON: /],
        ['[]', /^not an admission review: body is not a JSON object$/],
        ['{"apiVersion":"v1","kind":"Pod"}', /^not an admission review: kind is "Pod"/],
        ['{"apiVersion":"admission.k8s.io/v2","kind":"AdmissionReview","request":{}}', /apiVersion "admission.k8s.io\/v2" is not served/],
        ['{"apiVersion":"admission.k8s.io/v1","kind":"AdmissionReview"}', /request is missing/],
        ['{"apiVersion":"admission.k8s.io/v1","kind":"AdmissionReview","request":{"operation":"CREATE"}}', /request\.uid is missing/],
        [JSON.stringify(review({ operation: 'CREATE', object: null })), /request\.object is missing for CREATE/],
        [
          JSON.stringify(review({ operation: 'UPDATE', object: service('web'), oldObject: null })),
          /request\.oldObject is missing for UPDATE/,
        ],
      ];
      for (const [body, pattern] of cases) {
        const r = await postReview(h.server.port, certs.caCert, body);
        assert.equal(r.status, 400, body);
        assert.match(r.body.trimEnd(), pattern);
        assert.equal(r.body.trimEnd().includes('\n'), false, 'one line');
      }
    });
    it('400 for a timeout that is not a duration; 404 for another path', async () => {
      const r = await postReview(h.server.port, certs.caCert, review({ object: service('web') }), { query: '?timeout=soon' });
      assert.equal(r.status, 400);
      const nf = await httpsRequest(h.server.port, '/mutate', { ca: certs.caCert, body: '{}' });
      assert.equal(nf.status, 404);
    });
    it('no input crashes the server', async () => {
      const bodies = [
        '',
        'null',
        '1',
        '"x"',
        '{}',
        '{"kind":"AdmissionReview","apiVersion":"admission.k8s.io/v1","request":[]}',
        JSON.stringify(review({ object: { apiVersion: 'v1', kind: 'Service', metadata: 'x' } })),
        JSON.stringify(
          review({ object: { apiVersion: 'v1', kind: 'Service', metadata: { name: 'a', labels: [1, 2] }, spec: { ports: 'x' } } }),
        ),
        JSON.stringify(review({ object: { apiVersion: 7, kind: ['Service'] } })),
        JSON.stringify(review({ operation: 'UPDATE', object: service('a'), oldObject: { apiVersion: 'v1', kind: 'Service', spec: null } })),
        '\u0000\u0001\u0002',
        '{"a":'.repeat(5000),
      ];
      for (const body of bodies) {
        const r = await postReview(h.server.port, certs.caCert, body);
        assert.ok([200, 400].includes(r.status), `${r.status} for ${body.slice(0, 60)}`);
      }
      assert.equal((await httpGet(h.server.healthPort, '/livez')).status, 200);
    });
    it('random objects of checked kinds get an answer, never a crash (fast-check, 150 samples)', async () => {
      const kinds = ['Service', 'ConfigMap', 'Secret', 'Namespace', 'Endpoints', 'Node', 'PersistentVolumeClaim'];
      const objects = fc.sample(
        fc.record({
          kind: fc.constantFrom(...kinds),
          metadata: fc.oneof(fc.jsonValue(), fc.record({ name: fc.string(), labels: fc.jsonValue() })),
          spec: fc.jsonValue(),
          data: fc.jsonValue(),
          status: fc.jsonValue(),
        }),
        { numRuns: 150, seed: 42 },
      );
      for (const [i, object] of objects.entries()) {
        const full = { apiVersion: 'v1', ...object };
        const operation = i % 2 === 0 ? 'CREATE' : 'UPDATE';
        const r = await post(
          review({
            operation,
            object: full,
            oldObject: operation === 'UPDATE' ? full : null,
            subResource: i % 5 === 0 ? 'status' : undefined,
          }),
        );
        assert.equal(r.status, 200, `${r.status} ${r.body.slice(0, 200)}`);
        assert.equal(typeof r.json().response.allowed, 'boolean');
      }
      assert.equal((await httpGet(h.server.healthPort, '/livez')).status, 200);
    });
  });

  describe('health and metrics', () => {
    it('/livez, /readyz, /healthz answer ok', async () => {
      for (const path of ['/livez', '/readyz', '/healthz']) {
        const r = await httpGet(h.server.healthPort, path);
        assert.equal(r.status, 200, path);
        assert.equal(r.body, 'ok');
      }
    });
    it('?verbose lists the checks and ends with healthz check passed', async () => {
      const ready = await httpGet(h.server.healthPort, '/readyz?verbose');
      assert.equal(ready.status, 200);
      assert.deepEqual(ready.body.trimEnd().split('\n'), [
        '[+]ping ok',
        '[+]log ok',
        '[+]rules-loaded ok',
        '[+]certificate ok',
        '[+]shutdown ok',
        'healthz check passed',
      ]);
      const live = await httpGet(h.server.healthPort, '/livez?verbose');
      assert.deepEqual(live.body.trimEnd().split('\n'), ['[+]ping ok', '[+]log ok', '[+]event-loop ok', 'healthz check passed']);
      const healthz = await httpGet(h.server.healthPort, '/healthz?verbose');
      assert.match(healthz.body, /\[\+\]certificate ok\n[\s\S]*healthz check passed\n$/);
    });
    it('?exclude=<check> prints the check as excluded', async () => {
      const r = await httpGet(h.server.healthPort, '/readyz?verbose&exclude=certificate&exclude=shutdown');
      assert.equal(r.status, 200);
      assert.match(r.body, /^\[\+\]certificate excluded: ok$/m);
      assert.match(r.body, /^\[\+\]shutdown excluded: ok$/m);
      const unknown = await httpGet(h.server.healthPort, '/livez?verbose&exclude=nope');
      assert.match(unknown.body, /no matches for "nope"/);
    });
    it('per-check paths, 404 for an unknown check, 405 for POST', async () => {
      for (const path of [
        '/livez/ping',
        '/livez/log',
        '/livez/event-loop',
        '/readyz/rules-loaded',
        '/readyz/certificate',
        '/readyz/shutdown',
        '/healthz/ping',
      ]) {
        const r = await httpGet(h.server.healthPort, path);
        assert.equal(r.status, 200, path);
        assert.equal(r.body, 'ok');
      }
      assert.equal((await httpGet(h.server.healthPort, '/livez/shutdown')).status, 404, 'shutdown is a readiness check only');
      assert.equal((await httpGet(h.server.healthPort, '/readyz/nope')).status, 404);
      const post = await httpGet(h.server.healthPort, '/readyz', 'POST');
      assert.equal(post.status, 405);
      assert.equal((await httpGet(h.server.healthPort, '/livez', 'HEAD')).status, 200);
    });
    it('the HTTPS port answers the health paths too', async () => {
      const r = await httpsRequest(h.server.port, '/readyz?verbose', { method: 'GET', ca: certs.caCert });
      assert.equal(r.status, 200);
      assert.match(r.body, /healthz check passed/);
    });
    it('/metrics: requests by kind, operation and decision; latency; rule hits; certificate expiry', async () => {
      await post(review({ object: service('Web_1') }));
      const r = await httpGet(h.server.healthPort, '/metrics');
      assert.equal(r.status, 200);
      assert.match(r.body, /plumbline_webhook_requests_total\{kind="Service",operation="CREATE",decision="denied"\} \d+/);
      assert.match(r.body, /plumbline_webhook_requests_total\{kind="other",operation="DELETE",decision="skipped"\} \d+/);
      assert.match(r.body, /plumbline_webhook_request_duration_seconds_bucket\{le="0.005",operation="CREATE"\} \d+/);
      assert.match(r.body, /plumbline_webhook_rule_hits_total\{rule="[a-z-]+\/[a-z-]+",severity="error"\} \d+/);
      const expiry = /plumbline_webhook_certificate_expiry_timestamp_seconds (\d+)/.exec(r.body);
      assert.ok(expiry);
      assert.equal(Number(expiry[1]), Math.floor(Date.parse(new X509Certificate(certs.cert).validTo) / 1000));
      assert.match(r.body, /plumbline_webhook_bad_requests_total\{reason="malformed-json"\} \d+/);
    });
  });
});

describe('webhook server: warnings and audit annotations', function () {
  this.timeout(30_000);

  it('keeps warnings within the API server limits: one line, no control characters, 256 each, 4096 in all', async () => {
    const findings = Array.from({ length: 60 }, (_, i) =>
      diag({ ruleId: `test/rule-${i}`, path: `spec.items[${i}]`, message: `Line one\nline two\twith\u0007bell ${'x'.repeat(300)}` }),
    );
    const h = await startServer({}, { validate: () => findings });
    try {
      const { response } = (await postReview(h.server.port, certs.caCert, review({ object: service('web') }))).json();
      assert.equal(response.allowed, true);
      const warnings: string[] = response.warnings;
      assert.ok(warnings.length > 1);
      for (const w of warnings) {
        assert.ok(w.length <= 256, `${w.length}`);
        // eslint-disable-next-line no-control-regex
        assert.equal(/[\u0000-\u001f\u007f]/.test(w), false, JSON.stringify(w));
      }
      assert.ok(warnings.join('').length <= 4096);
      assert.match(warnings[0]!, /^test\/rule-0: spec\.items\[0\]: Line one line two with bell x+/);
      assert.match(warnings.at(-1)!, /^plumbline: \d+ more findings not shown/);
      const shown = warnings.length - 1;
      assert.equal(Number(/(\d+) more/.exec(warnings.at(-1)!)![1]), 60 - shown);
      assert.equal(response.auditAnnotations['plumbline-rules'].split(',').length, 60);
    } finally {
      await h.server.shutdown('test');
    }
  });

  it('enforce denies errors and lists warnings; warn turns errors into warnings; audit only annotates', async () => {
    const findings = [
      diag({ ruleId: 'test/bad', severity: 'error', path: 'spec.a', message: 'A is bad.' }),
      diag({ ruleId: 'test/meh', path: 'spec.b', message: 'B is odd.' }),
    ];
    for (const mode of ['enforce', 'warn', 'audit'] as const) {
      const h = await startServer({ mode }, { validate: () => findings });
      try {
        const { response } = (await postReview(h.server.port, certs.caCert, review({ object: service('web') }))).json();
        assert.equal(response.allowed, mode !== 'enforce', mode);
        assert.equal(response.auditAnnotations['plumbline-rules'], 'test/bad,test/meh');
        assert.equal(response.auditAnnotations['plumbline-mode'], mode);
        assert.equal(response.auditAnnotations['plumbline-verdict'], mode === 'enforce' ? 'denied' : 'would-deny');
        if (mode === 'enforce') {
          assert.deepEqual(response.warnings, ['test/meh: spec.b: B is odd.']);
          assert.equal(response.status.message, 'Service "web" is invalid: spec.a: A is bad.');
          assert.deepEqual(response.status.details.causes, [{ field: 'spec.a', message: 'A is bad.', reason: 'FieldValueInvalid' }]);
        } else if (mode === 'warn') {
          assert.deepEqual(response.warnings, ['test/bad: spec.a: A is bad.', 'test/meh: spec.b: B is odd.']);
          assert.equal(response.status, undefined);
        } else {
          assert.equal(response.warnings, undefined);
          assert.equal(response.status, undefined);
        }
      } finally {
        await h.server.shutdown('test');
      }
    }
  });

  it('joins several causes in brackets like the API server', async () => {
    const findings = [
      diag({ severity: 'error', path: 'spec.a', message: 'A.' }),
      diag({ severity: 'error', path: 'spec.b', message: 'B.', reason: 'FieldValueRequired' }),
    ];
    const h = await startServer({}, { validate: () => findings });
    try {
      const { response } = (await postReview(h.server.port, certs.caCert, review({ object: service('web') }))).json();
      assert.equal(response.status.message, 'Service "web" is invalid: [spec.a: A., spec.b: B.]');
      assert.equal(response.status.details.causes[1].reason, 'FieldValueRequired');
    } finally {
      await h.server.shutdown('test');
    }
  });

  it('applies the configuration: rule off, rule as warning, exempt namespaces, ignore annotation', async () => {
    const bad = service('Web_1');
    const ruleIds = await (async () => {
      const h = await startServer();
      try {
        return (await postReview(h.server.port, certs.caCert, review({ object: bad })))
          .json()
          .response.auditAnnotations['plumbline-errors'].split(',') as string[];
      } finally {
        await h.server.shutdown('test');
      }
    })();
    const off = Object.fromEntries(ruleIds.map((id) => [id, 'off' as const]));
    const asWarning = Object.fromEntries(ruleIds.map((id) => [id, 'warning' as const]));
    const h1 = await startServer({ validateOptions: { rules: off }, exemptNamespaces: ['legacy'] });
    const h2 = await startServer({ validateOptions: { rules: asWarning } });
    try {
      assert.equal((await postReview(h1.server.port, certs.caCert, review({ object: bad }))).json().response.allowed, true);
      const exempt = (
        await postReview(
          h1.server.port,
          certs.caCert,
          review({ object: { ...service('x', { publishNotReadyAddresses: 'no' }), metadata: { name: 'x', namespace: 'legacy' } } }),
        )
      ).json().response;
      assert.equal(exempt.allowed, true);
      assert.equal(exempt.auditAnnotations['plumbline-exempt'], 'namespace legacy');
      const warned = (await postReview(h2.server.port, certs.caCert, review({ object: bad }))).json().response;
      assert.equal(warned.allowed, true);
      assert.ok(warned.warnings.some((w: string) => w.startsWith(`${ruleIds[0]}: metadata.name: `)));
      const annotated = service('Web_1', {}, { annotations: { 'plumbline.dev/ignore': ruleIds.join(',') } });
      const h3 = await startServer();
      try {
        assert.equal((await postReview(h3.server.port, certs.caCert, review({ object: annotated }))).json().response.allowed, true);
      } finally {
        await h3.server.shutdown('test');
      }
    } finally {
      await h1.server.shutdown('test');
      await h2.server.shutdown('test');
    }
  });
});

describe('webhook server: limits and deadlines', function () {
  this.timeout(30_000);
  let h: Harness;
  before(async () => {
    h = await startServer({}, { maxRequestBytes: 64 * 1024 });
  });
  after(async () => {
    await h.server.shutdown('test');
  });

  it('413 for a body above the limit (declared or streamed)', async () => {
    const big = JSON.stringify(review({ object: service('web', {}, { annotations: { a: 'x'.repeat(100 * 1024) } }) }));
    const declared = await postReview(h.server.port, certs.caCert, big);
    assert.equal(declared.status, 413);
    const streamed = await new Promise<number>((resolve, reject) => {
      const req = https.request(
        {
          host: '127.0.0.1',
          port: h.server.port,
          path: '/validate',
          method: 'POST',
          ca: certs.caCert,
          headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      for (let i = 0; i < 10; i += 1) req.write('x'.repeat(16 * 1024));
      req.end();
    });
    assert.equal(streamed, 413);
    assert.equal((await httpGet(h.server.healthPort, '/livez')).status, 200);
  });

  it('honours ?timeout: a review not complete before the caller gives up is answered 504 just before its deadline', async () => {
    const started = Date.now();
    const status = await new Promise<number>((resolve, reject) => {
      const req = https.request(
        {
          host: '127.0.0.1',
          port: h.server.port,
          path: '/validate?timeout=2s',
          method: 'POST',
          ca: certs.caCert,
          headers: { 'Content-Type': 'application/json', 'Content-Length': '1000' },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.write('{"apiVersion":');
    });
    const elapsed = Date.now() - started;
    assert.equal(status, 504);
    // The deadline is 2 s less a margin of 200 ms; allow for a loaded machine on the late side.
    assert.ok(elapsed >= 1700 && elapsed < 4000, `answered after ${elapsed} ms`);
  });
});

describe('webhook server: certificates', function () {
  this.timeout(60_000);

  it('readiness fails while the certificate is expired; liveness does not', async () => {
    const expired = selfSigned(new Date(Date.now() - 10 * 86400_000), new Date(Date.now() - 86400_000));
    const h = await startServer({}, {}, { ...certs, cert: expired.cert, key: expired.key });
    try {
      const ready = await httpGet(h.server.healthPort, '/readyz');
      assert.equal(ready.status, 500);
      assert.match(ready.body, /^\[-\]certificate failed: reason withheld$/m);
      assert.match(ready.body, /healthz check failed\n$/);
      assert.equal((await httpGet(h.server.healthPort, '/readyz/certificate')).status, 500);
      assert.equal((await httpGet(h.server.healthPort, '/readyz?exclude=certificate')).status, 200);
      assert.equal((await httpGet(h.server.healthPort, '/livez')).status, 200);
    } finally {
      await h.server.shutdown('test');
    }
  });

  it('reloads a rotated certificate under load without a failed request', async () => {
    const next = makeCerts();
    const h = await startServer();
    const ca = [certs.caCert, next.caCert];
    const keepAlive = new https.Agent({ keepAlive: true, maxSockets: 4, ca });
    let ok = 0;
    const failures: string[] = [];
    let running = true;
    const worker = async (fresh: boolean): Promise<void> => {
      while (running) {
        try {
          const r = await postReview(
            h.server.port,
            ca,
            review({ object: service('web') }),
            fresh ? { agent: false } : { agent: keepAlive },
          );
          if (r.status === 200 && r.json().response.allowed === true) ok += 1;
          else failures.push(`${r.status} ${r.body.slice(0, 80)}`);
        } catch (error) {
          failures.push((error as Error).message);
        }
      }
    };
    const peer = (): Promise<string> =>
      new Promise((resolve, reject) => {
        const socket = tls.connect({ host: '127.0.0.1', port: h.server.port, ca, servername: 'localhost' }, () => {
          resolve(socket.getPeerX509Certificate()!.fingerprint256);
          socket.end();
        });
        socket.on('error', reject);
      });
    try {
      const workers = [worker(false), worker(false), worker(true), worker(true)];
      await sleep(400);
      assert.equal(await peer(), new X509Certificate(certs.cert).fingerprint256);
      const before = ok;
      h.volume.write(next.cert, next.key);
      let seen = '';
      for (let i = 0; i < 100; i += 1) {
        seen = await peer();
        if (seen === new X509Certificate(next.cert).fingerprint256) break;
        await sleep(50);
      }
      await sleep(400);
      running = false;
      await Promise.all(workers);
      assert.equal(seen, new X509Certificate(next.cert).fingerprint256, 'new connections get the new certificate');
      assert.deepEqual(failures, []);
      assert.ok(ok - before > 20, `requests after rotation: ${ok - before}`);
      const metrics = (await httpGet(h.server.healthPort, '/metrics')).body;
      assert.match(metrics, /plumbline_webhook_certificate_reloads_total\{result="ok"\} 1/);
      const expiry = Number(/plumbline_webhook_certificate_expiry_timestamp_seconds (\d+)/.exec(metrics)![1]);
      assert.equal(expiry, Math.floor(Date.parse(new X509Certificate(next.cert).validTo) / 1000));
    } finally {
      running = false;
      keepAlive.destroy();
      await h.server.shutdown('test');
    }
  });
});
