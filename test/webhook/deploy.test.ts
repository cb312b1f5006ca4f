/** Plumbline's own deployment manifests: linted by Plumbline, and shaped as the webhook needs. */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { parseConfig } from '@plumbline/host';
import { getEngine, groupOf } from '@plumbline/core';

const root = path.resolve(import.meta.dirname, '../..');
const cli = path.join(root, 'packages/cli/dist/plumbline.js');

function docs(file: string): any[] {
  return parseAllDocuments(readFileSync(path.join(root, file), 'utf8')).map((d) => d.toJS());
}

/** The covered kinds of the specification, as resources of the webhook rules. */
const COVERED: Array<[string, string]> = [
  ['', 'services'], ['', 'endpoints'], ['discovery.k8s.io', 'endpointslices'], ['networking.k8s.io', 'ingresses'], ['networking.k8s.io', 'ingressclasses'],
  ['apiregistration.k8s.io', 'apiservices'], ['', 'events'], ['events.k8s.io', 'events'], ['networking.k8s.io', 'ipaddresses'], ['coordination.k8s.io', 'leases'],
  ['coordination.k8s.io', 'leasecandidates'], ['', 'namespaces'], ['', 'nodes'], ['', 'configmaps'], ['', 'secrets'], ['storage.k8s.io', 'csidrivers'],
  ['storage.k8s.io', 'csinodes'], ['storage.k8s.io', 'csistoragecapacities'], ['', 'persistentvolumeclaims'], ['', 'persistentvolumes'], ['storage.k8s.io', 'storageclasses'],
  ['storagemigration.k8s.io', 'storageversionmigrations'], ['storage.k8s.io', 'volumeattachments'], ['storage.k8s.io', 'volumeattributesclasses'], ['', 'pods'], ['', 'podtemplates'],
];
const WITH_STATUS: Array<[string, string]> = [
  ['', 'services/status'], ['networking.k8s.io', 'ingresses/status'], ['apiregistration.k8s.io', 'apiservices/status'], ['', 'namespaces/status'], ['', 'nodes/status'],
  ['', 'persistentvolumeclaims/status'], ['', 'persistentvolumes/status'], ['storage.k8s.io', 'volumeattachments/status'], ['storagemigration.k8s.io', 'storageversionmigrations/status'], ['', 'pods/status'],
];

/** The resource name of a kind (its lowercase plural, as the API server serves it). */
function resourceOf(kind: string): string {
  const lower = kind.toLowerCase();
  if (lower === 'endpoints') return lower;
  if (/(s|ss)$/.test(lower)) return `${lower}es`;
  if (/[^aeiou]y$/.test(lower)) return `${lower.slice(0, -1)}ies`;
  return `${lower}s`;
}

/**
 * Every kind Plumbline checks, from the registry itself, so that a kind added later cannot
 * be left out of the webhook configuration unnoticed. ComponentStatus is read-only on the
 * server (component-status/not-writable), so no admission request for it ever arrives.
 */
const REGISTERED: Array<[string, string]> = getEngine()
  // Reviews and Binding are never stored, and the API server sends no admission reviews for
  // webhook configurations and admission policies (admissionregistration.k8s.io).
  .registry.definitions.filter((d) => d.kind !== 'ComponentStatus' && d.validatesObjectMeta !== false && d.group !== 'admissionregistration')
  .map((d) => [groupOf(d, 'k8s.io'), resourceOf(d.kind)]);

describe('deploy/ manifests', function () {
  this.timeout(60_000);

  it('pass `plumbline lint deploy/` with no errors and no warnings', () => {
    if (!existsSync(cli)) assert.equal(spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: root }).status, 0);
    const result = spawnSync(process.execPath, [cli, 'lint', '--format', 'json', 'deploy/'], { cwd: root, encoding: 'utf8' });
    assert.equal(result.status, 0, result.stdout + result.stderr);
    const report = JSON.parse(result.stdout);
    assert.equal(report.summary.errors, 0, result.stdout.slice(0, 4000));
    // The only findings are infos: cert-manager resources and kinds Plumbline does not check yet.
    assert.equal(report.summary.warnings, 0, result.stdout.slice(0, 4000));
    assert.ok(report.summary.checked.Service >= 1 && report.summary.checked.ConfigMap >= 1 && report.summary.checked.Namespace >= 1);
  });

  for (const file of ['deploy/validating-webhook.yaml', 'deploy/cert-manager/validating-webhook.yaml']) {
    it(`${file}: v1 reviews, no side effects, Equivalent matching, exempt namespaces, every covered kind on CREATE and UPDATE`, () => {
      const [config] = docs(file).filter((d) => d.kind === 'ValidatingWebhookConfiguration');
      assert.ok(config);
      const covered = new Set<string>();
      for (const hook of config.webhooks) {
        assert.deepEqual(hook.admissionReviewVersions, ['v1']);
        assert.equal(hook.sideEffects, 'None');
        assert.equal(hook.matchPolicy, 'Equivalent');
        assert.ok(['Ignore', 'Fail'].includes(hook.failurePolicy));
        assert.ok(hook.timeoutSeconds >= 1 && hook.timeoutSeconds <= 10);
        assert.equal(hook.clientConfig.service.path, '/validate');
        const exempt = hook.namespaceSelector.matchExpressions.find((e: any) => e.key === 'kubernetes.io/metadata.name' && e.operator === 'NotIn');
        assert.ok(exempt.values.includes('plumbline-system') && exempt.values.includes('kube-system'));
        for (const rule of hook.rules) {
          assert.deepEqual(rule.operations, ['CREATE', 'UPDATE']);
          for (const group of rule.apiGroups) for (const resource of rule.resources) covered.add(`${group}/${resource}`);
        }
      }
      assert.ok(REGISTERED.length >= 30, `${REGISTERED.length} registered kinds`);
      const missing = [...COVERED, ...REGISTERED, ...WITH_STATUS].map(([group, resource]) => `${group}/${resource}`).filter((r) => !covered.has(r));
      assert.deepEqual([...new Set(missing)], [], 'resources the webhook configuration does not send for review');
      if (file.includes('cert-manager')) {
        assert.equal(config.metadata.annotations['cert-manager.io/inject-ca-from'], 'plumbline-system/plumbline-webhook');
        const certificate = docs('deploy/cert-manager/certificate.yaml').find((d) => d.kind === 'Certificate' && d.metadata.name === 'plumbline-webhook');
        assert.equal(certificate.spec.secretName, 'plumbline-webhook-tls');
        assert.deepEqual(certificate.spec.dnsNames, ['plumbline-webhook.plumbline-system.svc', 'plumbline-webhook.plumbline-system.svc.cluster.local']);
      }
    });
  }

  it('deployment: 2+ replicas, anti-affinity, resources, health probes, locked-down security context', () => {
    const [deployment] = docs('deploy/deployment.yaml');
    assert.ok(deployment.spec.replicas >= 2);
    const pod = deployment.spec.template.spec;
    assert.ok(pod.affinity.podAntiAffinity);
    assert.equal(pod.securityContext.runAsNonRoot, true);
    assert.equal(pod.securityContext.seccompProfile.type, 'RuntimeDefault');
    const [container] = pod.containers;
    assert.ok(container.resources.requests.cpu && container.resources.requests.memory && container.resources.limits.memory);
    assert.equal(container.livenessProbe.httpGet.path, '/livez');
    assert.equal(container.readinessProbe.httpGet.path, '/readyz');
    const sc = container.securityContext;
    assert.equal(sc.allowPrivilegeEscalation, false);
    assert.equal(sc.readOnlyRootFilesystem, true);
    assert.deepEqual(sc.capabilities.drop, ['ALL']);
    assert.ok(container.args.includes('--tls-cert-file=/etc/plumbline/tls/tls.crt'));
    const [pdb] = docs('deploy/pdb.yaml');
    assert.equal(pdb.kind, 'PodDisruptionBudget');
    assert.deepEqual(pdb.spec.selector.matchLabels, deployment.spec.selector.matchLabels);
  });

  it('the ConfigMap carries a valid .plumbline.yaml whose exemptions match the namespaceSelector', () => {
    const [configMap] = docs('deploy/configmap.yaml');
    const config = parseConfig(configMap.data['.plumbline.yaml']);
    assert.ok(['audit', 'warn', 'enforce'].includes(config.webhook!.mode!));
    const [vwc] = docs('deploy/validating-webhook.yaml');
    const selector = vwc.webhooks[0].namespaceSelector.matchExpressions[0].values;
    assert.deepEqual([...config.webhook!.exemptNamespaces!].sort(), [...selector].sort());
  });
});
