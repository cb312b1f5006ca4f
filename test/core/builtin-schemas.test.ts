import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { apiVersionOf, type JsonObject } from '@plumbline/engine';
import { getEngine, validate } from '@plumbline/core';
import { builtinSchemaData } from '../../rules/_shared/generated/builtin-schemas.js';
import { DEFAULT_OPENAPI_DIR, OUTPUT, generateBuiltinSchemas, renderBuiltinSchemas } from '../../scripts/generate-builtin-schemas.js';

/**
 * The smallest object of each kind that the API server accepts, where metadata alone is not
 * enough (the kind's own rules, or the required fields of its published schema).
 */
const POD = { containers: [{ name: 'app', image: 'nginx' }] };
const TEMPLATE = { metadata: { labels: { app: 'web' } }, spec: POD };
const SELECTED = { selector: { matchLabels: { app: 'web' } }, template: TEMPLATE };
const MINIMAL: Readonly<Record<string, JsonObject>> = {
  '/Pod': { spec: POD },
  '/PodTemplate': { template: TEMPLATE },
  '/ReplicationController': { spec: { selector: { app: 'web' }, template: TEMPLATE } },
  'apps/Deployment': { spec: SELECTED },
  'apps/ReplicaSet': { spec: SELECTED },
  'apps/DaemonSet': { spec: SELECTED },
  'apps/StatefulSet': { spec: { ...SELECTED, serviceName: 'web' } },
  'batch/Job': { spec: { template: { spec: { ...POD, restartPolicy: 'Never' } } } },
  'batch/CronJob': { spec: { schedule: '0 * * * *', jobTemplate: { spec: { template: { spec: { ...POD, restartPolicy: 'OnFailure' } } } } } },
  'autoscaling/HorizontalPodAutoscaler': { spec: { scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: 'web' }, maxReplicas: 3 } },
  'flowcontrol.apiserver.k8s.io/FlowSchema': { spec: { priorityLevelConfiguration: { name: 'workload-low' } } },
  'flowcontrol.apiserver.k8s.io/PriorityLevelConfiguration': { spec: { type: 'Limited', limited: { nominalConcurrencyShares: 10, limitResponse: { type: 'Reject' } } } },
  // The server requires matchConstraints with resource rules (validating-admission-policy/match-constraints-invalid).
  'admissionregistration.k8s.io/ValidatingAdmissionPolicy': {
    spec: {
      matchConstraints: { resourceRules: [{ apiGroups: [''], apiVersions: ['v1'], operations: ['CREATE'], resources: ['pods'] }] },
      validations: [{ expression: 'true' }],
    },
  },
  'admissionregistration.k8s.io/ValidatingAdmissionPolicyBinding': { spec: { policyName: 'p', validationActions: ['Deny'] } },
  'networking.k8s.io/ServiceCIDR': { spec: { cidrs: ['10.96.0.0/16'] } },
  '/Binding': { target: { kind: 'Node', name: 'node-1' } },
  'apiextensions.k8s.io/CustomResourceDefinition': {
    metadata: { name: 'widgets.example.com' },
    spec: { group: 'example.com', scope: 'Namespaced', names: { kind: 'Widget', plural: 'widgets' }, versions: [{ name: 'v1', served: true, storage: true, schema: { openAPIV3Schema: { type: 'object' } } }] },
    // apiextensions.k8s.io/v1 requires a schema for every version (custom-resource-definition/versions-invalid).
  },
  'authentication.k8s.io/TokenReview': { spec: { token: 'abc' } },
  'authorization.k8s.io/LocalSubjectAccessReview': { spec: { user: 'jane', resourceAttributes: { verb: 'get', resource: 'pods' } } },
  'authorization.k8s.io/SelfSubjectAccessReview': { spec: { resourceAttributes: { verb: 'get', resource: 'pods' } } },
  'authorization.k8s.io/SubjectAccessReview': { spec: { user: 'jane', resourceAttributes: { verb: 'get', resource: 'pods' } } },
  'certificates.k8s.io/CertificateSigningRequest': { spec: { request: 'LS0tLQ==', signerName: 'example.com/signer', usages: ['client auth'] } },
  'node.k8s.io/RuntimeClass': { handler: 'runc' },
  'rbac.authorization.k8s.io/ClusterRoleBinding': { roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name: 'view' } },
  'rbac.authorization.k8s.io/RoleBinding': { roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'Role', name: 'reader' } },
  'resource.k8s.io/ResourceSlice': { spec: { driver: 'example.com', pool: { name: 'p', generation: 0, resourceSliceCount: 1 }, allNodes: true } },
  'apiregistration.k8s.io/APIService': {
    metadata: { name: 'v1.example.com' },
    spec: { group: 'example.com', version: 'v1', groupPriorityMinimum: 1000, versionPriority: 15, service: { name: 'api', namespace: 'default' } },
  },
  'storage.k8s.io/CSIStorageCapacity': { storageClassName: 'fast' },
  'discovery.k8s.io/EndpointSlice': { addressType: 'IPv4', endpoints: [] },
  'events.k8s.io/Event': { eventTime: '2025-01-01T10:00:00.000000Z', type: 'Normal', reason: 'Started', action: 'Start', reportingController: 'example.com/ctl', reportingInstance: 'ctl-1' },
  'networking.k8s.io/Ingress': { spec: { defaultBackend: { service: { name: 'web', port: { number: 80 } } } } },
  'networking.k8s.io/IngressClass': { spec: { controller: 'example.com/ingress' } },
  'networking.k8s.io/IPAddress': { metadata: { name: '10.0.0.1' }, spec: { parentRef: { resource: 'services', name: 'web', namespace: 'default' } } },
  'coordination.k8s.io/LeaseCandidate': { spec: { leaseName: 'l', binaryVersion: '1.34.0', emulationVersion: '1.34.0', strategy: 'OldestEmulationVersion' } },
  '/PersistentVolumeClaim': { spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: '1Gi' } } } },
  '/Service': { spec: { ports: [{ port: 80 }] } },
  'storage.k8s.io/StorageClass': { provisioner: 'example.com/disk' },
  'storagemigration.k8s.io/StorageVersionMigration': { spec: { resource: { group: 'apps', version: 'v1', resource: 'deployments' } } },
  'storage.k8s.io/VolumeAttachment': { spec: { attacher: 'example.com', nodeName: 'node-1', source: { persistentVolumeName: 'pv' } } },
  'storage.k8s.io/VolumeAttributesClass': { driverName: 'example.com', parameters: { iops: '100' } },
};

/** ComponentStatus is served for reading only. */
const READ_ONLY = new Set(['/ComponentStatus']);

function merge(base: JsonObject, extra: JsonObject): JsonObject {
  const out: JsonObject = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const mine = out[key];
    out[key] = mine && typeof mine === 'object' && !Array.isArray(mine) && typeof value === 'object' && value && !Array.isArray(value) ? merge(mine as JsonObject, value as JsonObject) : value;
  }
  return out;
}

describe('built-in kinds of Kubernetes v1.34', () => {
  it('generated schema data is what the OpenAPI documents give (regenerate: npx tsx scripts/generate-builtin-schemas.ts)', function () {
    if (!existsSync(DEFAULT_OPENAPI_DIR)) this.skip();
    assert.equal(readFileSync(OUTPUT, 'utf8'), renderBuiltinSchemas(generateBuiltinSchemas()));
  });

  it('every kind served by default is checked (none is "not checked")', () => {
    assert.ok(builtinSchemaData.kinds.length >= 60, `only ${builtinSchemaData.kinds.length} kinds`);
    const unchecked = builtinSchemaData.kinds.filter((k) => getEngine().registry.resolve(k.group ? `${k.group}/${k.version}` : k.version, k.kind, 'k8s.io').status !== 'checked');
    assert.deepEqual(unchecked, []);
  });

  it('accepts a minimal valid object of every built-in kind', () => {
    const refused: string[] = [];
    let walked = 0;
    for (const definition of getEngine().registry.definitions) {
      const group = definition.group === '' ? '' : definition.suffixed === false ? definition.group : `${definition.group}.k8s.io`;
      const key = `${group}/${definition.kind}`;
      if (READ_ONLY.has(key)) continue;
      const base: JsonObject = {
        apiVersion: apiVersionOf(definition, 'k8s.io'),
        kind: definition.kind,
        metadata: definition.namespaced ? { name: 'example', namespace: 'default' } : { name: 'example' },
      };
      // Reviews are never stored; the access reviews require empty metadata.
      if (definition.validatesObjectMeta === false) delete base.metadata;
      const object = merge(base, MINIMAL[key] ?? {});
      walked += 1;
      const problems = validate(object).filter((d) => d.severity === 'error');
      if (problems.length > 0) refused.push(`${object.apiVersion} ${definition.kind}: ${problems.map((d) => `${d.ruleId} at ${d.path}`).join('; ')}`);
    }
    assert.ok(walked >= 65, `walked ${walked} kinds`);
    assert.deepEqual(refused, []);
  });

  it('refuses replicas: "3" in a Deployment, a kind checked by its published schema', () => {
    const deployment = { apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'web' }, spec: { replicas: '3' } };
    assert.deepEqual(validate(deployment).map((d) => [d.ruleId, d.path]), [['schema/invalid-type', 'spec.replicas']]);
  });
});
