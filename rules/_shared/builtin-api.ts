import type { BuiltinKind, RemovedApiVersion } from '@plumbline/engine';

/**
 * Served built-in kinds that Plumbline knows exist but does not check. Every kind a v1.34
 * API server serves by default has a definition (`builtin-kinds.ts`, from the published
 * schemas) except Eviction, which is written through the `pods/eviction` subresource only.
 */
export const builtinKinds: readonly BuiltinKind[] = [{ group: 'policy', suffixed: false, versions: ['v1'], kind: 'Eviction' }];

const removed = (
  removedIn: string,
  apiVersions: readonly string[],
  kinds: readonly string[],
  use?: string,
  instead?: string,
): RemovedApiVersion[] =>
  apiVersions.flatMap((apiVersion) =>
    kinds.map((kind) => ({ apiVersion, kind, removedIn, ...(use ? { use } : {}), ...(instead ? { instead } : {}) })),
  );

/**
 * apiVersions that served a built-in kind once, with the release that stopped serving them
 * (the Kubernetes deprecated API migration guide; every one of them is absent from the
 * v1.34 server's discovery), and the apiVersion that serves the kind now.
 */
export const removedApiVersions: readonly RemovedApiVersion[] = [
  // 1.16
  ...removed('1.16', ['extensions/v1beta1', 'apps/v1beta1', 'apps/v1beta2'], ['Deployment', 'DaemonSet', 'ReplicaSet'], 'apps/v1'),
  ...removed('1.16', ['apps/v1beta1', 'apps/v1beta2'], ['StatefulSet', 'ControllerRevision'], 'apps/v1'),
  ...removed('1.16', ['extensions/v1beta1'], ['NetworkPolicy'], 'networking.k8s.io/v1'),
  ...removed(
    '1.16',
    ['extensions/v1beta1'],
    ['PodSecurityPolicy'],
    undefined,
    'PodSecurityPolicy itself was removed in 1.25: use Pod ' + 'Security Admission (namespace labels `pod-security.kubernetes.io/*`)',
  ),
  // 1.22
  ...removed('1.22', ['extensions/v1beta1', 'networking.k8s.io/v1beta1'], ['Ingress'], 'networking.k8s.io/v1'),
  ...removed('1.22', ['networking.k8s.io/v1beta1'], ['IngressClass'], 'networking.k8s.io/v1'),
  ...removed(
    '1.22',
    ['admissionregistration.k8s.io/v1beta1'],
    ['MutatingWebhookConfiguration', 'ValidatingWebhookConfiguration'],
    'admissionregistration.k8s.io/v1',
  ),
  ...removed('1.22', ['apiextensions.k8s.io/v1beta1'], ['CustomResourceDefinition'], 'apiextensions.k8s.io/v1'),
  ...removed('1.22', ['apiregistration.k8s.io/v1beta1'], ['APIService'], 'apiregistration.k8s.io/v1'),
  ...removed('1.22', ['authentication.k8s.io/v1beta1'], ['TokenReview'], 'authentication.k8s.io/v1'),
  ...removed(
    '1.22',
    ['authorization.k8s.io/v1beta1'],
    ['LocalSubjectAccessReview', 'SelfSubjectAccessReview', 'SelfSubjectRulesReview', 'SubjectAccessReview'],
    'authorization.k8s.io/v1',
  ),
  ...removed('1.22', ['certificates.k8s.io/v1beta1'], ['CertificateSigningRequest'], 'certificates.k8s.io/v1'),
  ...removed('1.22', ['coordination.k8s.io/v1beta1'], ['Lease'], 'coordination.k8s.io/v1'),
  ...removed(
    '1.22',
    ['rbac.authorization.k8s.io/v1beta1', 'rbac.authorization.k8s.io/v1alpha1'],
    ['ClusterRole', 'ClusterRoleBinding', 'Role', 'RoleBinding'],
    'rbac.authorization.k8s.io/v1',
  ),
  ...removed('1.22', ['scheduling.k8s.io/v1beta1', 'scheduling.k8s.io/v1alpha1'], ['PriorityClass'], 'scheduling.k8s.io/v1'),
  ...removed('1.22', ['storage.k8s.io/v1beta1'], ['CSIDriver', 'CSINode', 'StorageClass', 'VolumeAttachment'], 'storage.k8s.io/v1'),
  // 1.25
  ...removed('1.25', ['batch/v1beta1'], ['CronJob'], 'batch/v1'),
  ...removed('1.25', ['discovery.k8s.io/v1beta1'], ['EndpointSlice'], 'discovery.k8s.io/v1'),
  ...removed('1.25', ['events.k8s.io/v1beta1'], ['Event'], 'events.k8s.io/v1'),
  ...removed('1.25', ['autoscaling/v2beta1'], ['HorizontalPodAutoscaler'], 'autoscaling/v2'),
  ...removed('1.25', ['policy/v1beta1'], ['PodDisruptionBudget'], 'policy/v1'),
  ...removed(
    '1.25',
    ['policy/v1beta1'],
    ['PodSecurityPolicy'],
    undefined,
    'use Pod Security Admission (namespace labels ' + '`pod-security.kubernetes.io/*`)',
  ),
  ...removed('1.25', ['node.k8s.io/v1beta1'], ['RuntimeClass'], 'node.k8s.io/v1'),
  // 1.26
  ...removed('1.26', ['autoscaling/v2beta2'], ['HorizontalPodAutoscaler'], 'autoscaling/v2'),
  ...removed(
    '1.26',
    ['flowcontrol.apiserver.k8s.io/v1beta1'],
    ['FlowSchema', 'PriorityLevelConfiguration'],
    'flowcontrol.apiserver.k8s.io/v1',
  ),
  // 1.27
  ...removed('1.27', ['storage.k8s.io/v1beta1'], ['CSIStorageCapacity'], 'storage.k8s.io/v1'),
  // 1.29, 1.32
  ...removed(
    '1.29',
    ['flowcontrol.apiserver.k8s.io/v1beta2'],
    ['FlowSchema', 'PriorityLevelConfiguration'],
    'flowcontrol.apiserver.k8s.io/v1',
  ),
  ...removed(
    '1.32',
    ['flowcontrol.apiserver.k8s.io/v1beta3'],
    ['FlowSchema', 'PriorityLevelConfiguration'],
    'flowcontrol.apiserver.k8s.io/v1',
  ),
];
