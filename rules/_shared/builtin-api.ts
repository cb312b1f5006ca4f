import type { BuiltinKind } from '@plumbline/engine';

/**
 * Kinds the Kubernetes v1.34 API server serves by default, beyond the ones Plumbline
 * checks. They let the registry tell a custom resource (noted, not checked) from a
 * typo in a built-in group (an error) and name the served apiVersion of a kind.
 */
const core = (kinds: string[]): BuiltinKind[] => kinds.map((kind) => ({ group: '', versions: ['v1'], kind }));
const group = (name: string, versions: string[], kinds: string[], suffixed = true): BuiltinKind[] =>
  kinds.map((kind) => ({ group: name, suffixed, versions, kind }));

export const builtinKinds: readonly BuiltinKind[] = [
  // The kinds of the specification (checked when their kind module is built; the registry prefers those).
  ...core(['ComponentStatus', 'ConfigMap', 'Endpoints', 'Event', 'Namespace', 'Node', 'PersistentVolume', 'PersistentVolumeClaim', 'Secret', 'Service']),
  ...group('apiregistration', ['v1'], ['APIService']),
  ...group('coordination', ['v1'], ['Lease']),
  ...group('coordination', ['v1beta1'], ['LeaseCandidate']),
  ...group('discovery', ['v1'], ['EndpointSlice']),
  ...group('events', ['v1'], ['Event']),
  ...group('networking', ['v1'], ['Ingress', 'IngressClass', 'IPAddress']),
  ...group('storage', ['v1'], ['CSIDriver', 'CSINode', 'CSIStorageCapacity', 'StorageClass', 'VolumeAttachment', 'VolumeAttributesClass']),
  ...group('storagemigration', ['v1alpha1'], ['StorageVersionMigration']),
  // Other served kinds.
  ...core(['Binding', 'LimitRange', 'Pod', 'PodTemplate', 'ReplicationController', 'ResourceQuota', 'ServiceAccount']),
  ...group('admissionregistration', ['v1'], ['MutatingWebhookConfiguration', 'ValidatingWebhookConfiguration', 'ValidatingAdmissionPolicy', 'ValidatingAdmissionPolicyBinding']),
  ...group('apiextensions', ['v1'], ['CustomResourceDefinition']),
  ...group('apps', ['v1'], ['ControllerRevision', 'DaemonSet', 'Deployment', 'ReplicaSet', 'StatefulSet'], false),
  ...group('authentication', ['v1'], ['SelfSubjectReview', 'TokenReview']),
  ...group('authorization', ['v1'], ['LocalSubjectAccessReview', 'SelfSubjectAccessReview', 'SelfSubjectRulesReview', 'SubjectAccessReview']),
  ...group('autoscaling', ['v2', 'v1'], ['HorizontalPodAutoscaler'], false),
  ...group('batch', ['v1'], ['CronJob', 'Job'], false),
  ...group('certificates', ['v1'], ['CertificateSigningRequest']),
  ...group('flowcontrol.apiserver', ['v1'], ['FlowSchema', 'PriorityLevelConfiguration']),
  ...group('networking', ['v1'], ['NetworkPolicy', 'ServiceCIDR']),
  ...group('node', ['v1'], ['RuntimeClass']),
  ...group('policy', ['v1'], ['PodDisruptionBudget', 'Eviction'], false),
  ...group('rbac.authorization', ['v1'], ['ClusterRole', 'ClusterRoleBinding', 'Role', 'RoleBinding']),
  ...group('resource', ['v1'], ['DeviceClass', 'ResourceClaim', 'ResourceClaimTemplate', 'ResourceSlice']),
  ...group('scheduling', ['v1'], ['PriorityClass']),
];
