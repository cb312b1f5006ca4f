import assert from 'node:assert/strict';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { policySetFrom, PolicyFileError, WebhookMetrics, WebhookServer, type WebhookSettings } from '@plumbline/webhook';
import { readAdmissionPolicyFiles } from '@plumbline/host';
import { repoRoot } from '../utils/paths.js';
import { httpGet, makeCerts, postReview, review, SecretVolume, sleep } from './helpers.js';

/**
 * The webhook with the cluster's admission policies in its configuration (`webhook.admissionPolicies`,
 * off by default), over real HTTPS with real AdmissionReview JSON: the policies, bindings, parameter
 * and namespaces of test/fixtures/admission-policies.
 */

const certs = makeCerts();
const FIXTURE = path.join(repoRoot, 'test/fixtures/admission-policies');

function deployment(name: string, namespace: string, replicas: number, labels: Record<string, string>): Record<string, unknown> {
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name, namespace, labels },
    spec: {
      replicas,
      selector: { matchLabels: { app: name } },
      template: { metadata: { labels: { app: name } }, spec: { containers: [{ name, image: 'nginx:1.27' }] } },
    },
  };
}

async function start(settings: Partial<WebhookSettings>): Promise<WebhookServer> {
  const volume = new SecretVolume(certs.cert, certs.key);
  const server = new WebhookServer({
    certFile: volume.certFile,
    keyFile: volume.keyFile,
    port: 0,
    healthPort: 0,
    host: '127.0.0.1',
    shutdownDelayMs: 0,
    settings: { mode: 'enforce', exemptNamespaces: [], validateOptions: {}, ...settings },
    logger: pino({ level: 'silent' }, new Writable({ write: (_c, _e, done) => done() })),
    metrics: new WebhookMetrics({ defaultMetrics: false }),
  });
  await server.start();
  for (let i = 0; i < 100 && (await httpGet(server.healthPort, '/readyz/rules-loaded')).status !== 200; i += 1) await sleep(20);
  return server;
}

describe('webhook: admission policies from the configuration', function () {
  this.timeout(20000);
  const files = readAdmissionPolicyFiles(['policies', 'bindings', 'params', 'namespaces'], FIXTURE, path.join(FIXTURE, '.plumbline.yaml'));
  let withPolicies: WebhookServer;
  let without: WebhookServer;
  before(async () => {
    withPolicies = await start({ policies: policySetFrom(files) });
    without = await start({});
  });
  after(async () => {
    await withPolicies.shutdown('test');
    await without.shutdown('test');
  });

  it('reads the policy files of the configured paths, in name order', () => {
    assert.deepEqual(
      files.map((f) => path.relative(FIXTURE, f.file).split(path.sep).join('/')),
      [
        'policies/immutable-app-label.yaml',
        'policies/replica-limit.yaml',
        'policies/require-team-label.yaml',
        'policies/resource-limits.yaml',
        'policies/service-policies.yaml',
        'bindings/bindings.yaml',
        'params/replica-limits.yaml',
        'namespaces/namespaces.yaml',
      ],
    );
  });

  it('denies a Deployment over the replica limit of its namespace, with the policy and binding in the cause', async () => {
    const r = await postReview(
      withPolicies.port,
      certs.caCert,
      review({ object: deployment('api', 'test-apps', 8, { app: 'api', team: 'shop' }) }),
    );
    const { response } = r.json();
    assert.equal(response.allowed, false);
    assert.equal(response.status.code, 422);
    assert.equal(
      response.status.message,
      "Deployment.apps \"api\" is invalid: spec.replicas: ValidatingAdmissionPolicy 'replica-limit' with binding 'replica-limit-test' denies " +
        'the request: spec.replicas is 8, above the limit of 5 (expression `object.spec.replicas <= int(params.data.maxReplicas)`, params ' +
        'policy-params/replica-limits; validationActions Deny).',
    );
    assert.ok(response.auditAnnotations['plumbline-rules'].split(',').includes('policy/replica-limit'));
  });

  it('warns for a Warn binding and admits', async () => {
    const r = await postReview(withPolicies.port, certs.caCert, review({ object: deployment('api', 'test-apps', 2, { app: 'api' }) }));
    const { response } = r.json();
    assert.equal(response.allowed, true);
    assert.deepEqual(response.warnings, [
      "policy/require-team-label: ValidatingAdmissionPolicy 'require-team-label' with binding 'require-team-label' warns: every workload " +
        "needs a team label (expression `'team' in variables.labels`; validationActions Warn, Audit).",
    ]);
  });

  it('on UPDATE, evaluates oldObject: a changed app label is denied', async () => {
    const old = deployment('web', 'test-apps', 3, { app: 'storefront', team: 'shop' });
    const r = await postReview(
      withPolicies.port,
      certs.caCert,
      review({ operation: 'UPDATE', object: deployment('web', 'test-apps', 3, { app: 'web', team: 'shop' }), oldObject: old }),
    );
    const { response } = r.json();
    assert.equal(response.allowed, false);
    assert.match(response.status.message, /immutable-app-label.*the app label may not change from storefront/);
    // The validation names no reason: the server's validator takes Invalid, and answers 422.
    assert.deepEqual([response.status.code, response.status.reason], [422, 'Invalid']);
  });

  describe('the Status reason and HTTP code of a denial follow the validation that denies', () => {
    // ConfigMaps in namespace vault: each validation names its own reason (the server's `reasonToCode`,
    // k8s.io/apiserver/pkg/admission/plugin/policy/validating v1.34.1: Forbidden 403, Unauthorized 401,
    // RequestEntityTooLarge 413, Invalid 422).
    const POLICY = `apiVersion: admissionregistration.k8s.io/v1
kind: ValidatingAdmissionPolicy
metadata:
  name: vault-config
spec:
  matchConstraints:
    resourceRules:
      - apiGroups: [""]
        apiVersions: [v1]
        operations: [CREATE, UPDATE]
        resources: [configmaps]
  validations:
    - expression: "!has(object.data) || !('password' in object.data)"
      message: no passwords in ConfigMaps
      reason: Forbidden
    - expression: "!has(object.data) || size(object.data) <= 3"
      message: at most 3 keys
      reason: RequestEntityTooLarge
    - expression: "!has(object.metadata.labels) || !('guest' in object.metadata.labels)"
      message: no guests
      reason: Unauthorized
---
apiVersion: admissionregistration.k8s.io/v1
kind: ValidatingAdmissionPolicyBinding
metadata:
  name: vault-config
spec:
  policyName: vault-config
  validationActions: [Deny]
  matchResources:
    namespaceSelector:
      matchLabels: { kubernetes.io/metadata.name: vault }
`;
    let server: WebhookServer;
    before(async () => {
      server = await start({ policies: policySetFrom([{ file: 'vault-config.yaml', text: POLICY }]) });
    });
    after(() => server.shutdown('test'));

    const configMap = (data: Record<string, string>, labels: Record<string, string> = {}): Record<string, unknown> => ({
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'settings', namespace: 'vault', labels },
      data,
    });
    const deny = async (object: Record<string, unknown>): Promise<[boolean, number, string]> => {
      const { response } = (await postReview(server.port, certs.caCert, review({ object }))).json();
      return [response.allowed, response.status?.code, response.status?.reason];
    };

    it('Forbidden: 403', async () => {
      assert.deepEqual(await deny(configMap({ password: 'x' })), [false, 403, 'Forbidden']);
    });
    it('RequestEntityTooLarge: 413', async () => {
      assert.deepEqual(await deny(configMap({ a: '1', b: '2', c: '3', d: '4' })), [false, 413, 'RequestEntityTooLarge']);
    });
    it('Unauthorized: 401', async () => {
      assert.deepEqual(await deny(configMap({ a: '1' }, { guest: 'yes' })), [false, 401, 'Unauthorized']);
    });
    it('several validations deny: the first one decides', async () => {
      assert.deepEqual(await deny(configMap({ password: 'x', b: '2', c: '3', d: '4' })), [false, 403, 'Forbidden']);
    });
    it('an object that field validation refuses is denied as Invalid (422) before any policy runs', async () => {
      assert.deepEqual(await deny(configMap({ 'bad key!': 'x', password: 'x' })), [false, 422, 'Invalid']);
    });
    it('admits what every validation allows', async () => {
      const { response } = (await postReview(server.port, certs.caCert, review({ object: configMap({ a: '1' }) }))).json();
      assert.equal(response.allowed, true);
    });
  });

  it('evaluates no policy when the configuration names none (the default)', async () => {
    const r = await postReview(without.port, certs.caCert, review({ object: deployment('api', 'test-apps', 8, { app: 'api' }) }));
    assert.equal(r.json().response.allowed, true);
    assert.equal(r.json().response.warnings, undefined);
  });

  it('refuses a policy file the API server would refuse, naming file and line', () => {
    const bad =
      'apiVersion: admissionregistration.k8s.io/v1\nkind: ValidatingAdmissionPolicyBinding\nmetadata:\n  name: b\nspec:\n  policyName: p\n  validationActions: [Deny, Warn]\n';
    assert.throws(
      () => policySetFrom([{ file: 'bindings.yaml', text: bad }]),
      (e: unknown) =>
        e instanceof PolicyFileError && /^bindings\.yaml:7: `spec\.validationActions` holds both Deny and Warn/.test(e.message),
    );
  });
});
