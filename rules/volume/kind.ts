import { type JsonObject, type KindDefinition, labelSelector, objectMeta, type ObjectNode, s } from '@plumbline/engine';
import { POD_SPEC_PATHS, podSpecOf, volumesOf } from '../_shared/pod-template.js';
import {
  claimSpecSchema,
  csiVolumeSchema,
  defaultVolume,
  fcSchema,
  flexVolumeSchema,
  hostPathSchema,
  iscsiVolumeSchema,
  nfsSchema,
  vendorSourceSchemas,
} from '../_shared/volume-sources.js';

/**
 * Kinds that carry a pod spec. Plumbline checks only their volumes and the volume
 * mounts that refer to them; every other field of these kinds is open (not checked,
 * not reported as unknown).
 */

const mode = (what: string) =>
  s.int32({
    description: `${what}: 0 to 0777 (octal) or 0 to 511 (decimal); YAML octal such as 0644 is read as an integer, JSON needs decimal.`,
  });

const keyToPath = s.object({
  key: s.string({ description: 'Key to project; required.' }),
  path: s.string({ description: 'Relative file path for the key; required; no `..` element and not starting with `..`.' }),
  mode: mode('File mode'),
});

const downwardFile = s.object({
  path: s.string({ description: 'Relative file path; required; no `..` element and not starting with `..`.' }),
  fieldRef: s.object({
    apiVersion: s.string({ description: 'Version of the schema of fieldPath; default v1.' }),
    fieldPath: s.string({
      description:
        'metadata.name, metadata.namespace, metadata.uid, metadata.labels, metadata.annotations, or ' +
        "metadata.labels['<key>'] / metadata.annotations['<key>'].",
    }),
  }),
  resourceFieldRef: s.object({
    containerName: s.string({ description: 'Container whose resource is exposed; required in volumes.' }),
    resource: s.string({
      description:
        'limits.cpu, limits.memory, limits.ephemeral-storage, requests.cpu, requests.memory, ' +
        'requests.ephemeral-storage, or limits/requests.hugepages-<size>.',
    }),
    divisor: s.quantity({ description: 'Unit of the exposed value; 1 or 1m for cpu, 1, 1k, 1Ki, 1M, 1Mi … for the others.' }),
  }),
  mode: mode('File mode'),
});

const projection = s.object({
  secret: s.object({ name: s.string({ description: 'Secret to project; required.' }), items: s.array(keyToPath), optional: s.boolean() }),
  configMap: s.object({
    name: s.string({ description: 'ConfigMap to project; required.' }),
    items: s.array(keyToPath),
    optional: s.boolean(),
  }),
  downwardAPI: s.object({ items: s.array(downwardFile) }),
  serviceAccountToken: s.object({
    audience: s.string({ description: 'Intended audience of the token; default the API server.' }),
    expirationSeconds: s.int64({ description: 'Requested lifetime; default 3600; at least 600 and at most 2^32.' }),
    path: s.string({ description: 'Relative file path of the token; required.' }),
  }),
  clusterTrustBundle: s.object(
    {
      name: s.string({ description: 'ClusterTrustBundle to project; excludes signerName and labelSelector.' }),
      signerName: s.string({ description: 'Project all bundles of this signer (with labelSelector).' }),
      labelSelector: { ...labelSelector, description: 'Only with signerName: bundles to select.' },
      optional: s.boolean(),
      path: s.string({ description: 'Relative file path; required.' }),
    },
    { description: 'Needs feature gate ClusterTrustBundleProjection.' },
  ),
  podCertificate: s.object(
    {
      signerName: s.string({ description: 'Signer to request the certificate from; required.' }),
      keyType: s.enumOf(['RSA3072', 'RSA4096', 'ECDSAP256', 'ECDSAP384', 'ECDSAP521', 'ED25519'], { description: 'Key type; required.' }),
      maxExpirationSeconds: s.int32({ description: 'Maximum lifetime; default 86400; 3600 to 7862400.' }),
      credentialBundlePath: s.string({ description: 'File with the key and the chain.' }),
      keyPath: s.string({ description: 'File with the private key.' }),
      certificateChainPath: s.string({ description: 'File with the certificate chain.' }),
    },
    { description: 'Needs feature gate PodCertificateRequest.' },
  ),
});

export const volumeSchema: ObjectNode = s.object({
  name: s.string({ description: 'Volume name: a DNS label, unique within the Pod; volume mounts refer to it.' }),
  emptyDir: s.object({
    medium: s.string({ description: "Empty for the node's default storage, or Memory (tmpfs)." }),
    sizeLimit: s.quantity({ description: 'Maximum size; not negative.' }),
  }),
  hostPath: hostPathSchema,
  gitRepo: s.object(
    {
      repository: s.string({ description: 'Repository URL; required.' }),
      revision: s.string({ description: 'Commit hash.' }),
      directory: s.string({ description: 'Target directory; relative, no `..`.' }),
    },
    { description: 'Deprecated: clone the repository in an init container.', deprecated: 'gitRepo is deprecated' },
  ),
  secret: s.object({
    secretName: s.string({ description: "Secret in the Pod's namespace; required." }),
    items: s.array(keyToPath, { description: 'Keys to project; without items every key becomes a file.' }),
    defaultMode: mode('Default file mode (default 0644)'),
    optional: s.boolean({ description: 'The Secret or its keys may be missing.' }),
  }),
  nfs: nfsSchema,
  iscsi: iscsiVolumeSchema,
  persistentVolumeClaim: s.object({
    claimName: s.string({ description: "PersistentVolumeClaim in the Pod's namespace; required." }),
    readOnly: s.boolean({ description: 'Mount read-only; default false.' }),
  }),
  downwardAPI: s.object({ items: s.array(downwardFile), defaultMode: mode('Default file mode (default 0644)') }),
  fc: fcSchema,
  flexVolume: flexVolumeSchema,
  configMap: s.object({
    name: s.string({ description: "ConfigMap in the Pod's namespace; required." }),
    items: s.array(keyToPath, { description: 'Keys to project; without items every key becomes a file.' }),
    defaultMode: mode('Default file mode (default 0644)'),
    optional: s.boolean({ description: 'The ConfigMap or its keys may be missing.' }),
  }),
  projected: s.object({
    sources: s.array(projection, { description: 'Each entry sets exactly one source.' }),
    defaultMode: mode('Default file mode (default 0644)'),
  }),
  csi: csiVolumeSchema,
  ephemeral: s.object({
    volumeClaimTemplate: s.object(
      {
        metadata: { ...objectMeta, description: 'Only labels and annotations are allowed.' },
        spec: claimSpecSchema,
      },
      { description: 'Claim created as `<pod name>-<volume name>`; required.' },
    ),
  }),
  image: s.object(
    {
      reference: s.string({ description: 'Image reference, as for a container image; required.' }),
      pullPolicy: s.enumOf(['Always', 'Never', 'IfNotPresent'], { description: 'Default Always for `:latest`, otherwise IfNotPresent.' }),
    },
    { description: 'OCI image or artifact mounted read-only (feature gate ImageVolume).' },
  ),
  ...vendorSourceSchemas(false),
});

export const volumeMountSchema = s.object({
  name: s.string({ description: 'Name of a volume of the Pod; required.' }),
  mountPath: s.string({ description: 'Path in the container; required; unique within the container.' }),
  readOnly: s.boolean({ description: 'Mount read-only; default false.' }),
  recursiveReadOnly: s.enumOf(['Disabled', 'IfPossible', 'Enabled'], { description: 'Read-only also for sub-mounts; needs readOnly.' }),
  subPath: s.string({ description: 'Sub-path of the volume; relative, no `..`.' }),
  subPathExpr: s.string({ description: 'Sub-path with $(VAR) expansion; excludes subPath.' }),
  mountPropagation: s.enumOf(['None', 'HostToContainer', 'Bidirectional'], {
    description: 'Propagation of mounts between host and ' + 'container.',
  }),
});

const container = s.object(
  { volumeMounts: s.array(volumeMountSchema, { description: 'Volumes mounted into the container.' }) },
  { open: true },
);

export const podSpecSchema = s.object(
  {
    volumes: s.array(volumeSchema, { description: 'Volumes the containers can mount.' }),
    containers: s.array(container),
    initContainers: s.array(container),
    ephemeralContainers: s.array(container),
  },
  { open: true, description: 'Pod spec; Plumbline checks its volumes and volume mounts only.' },
);

/** Wraps the pod spec schema at the kind's pod spec path, every level above it open. */
function schemaFor(kind: string): ObjectNode {
  const path = POD_SPEC_PATHS[kind]!;
  let node: ObjectNode = podSpecSchema;
  for (let i = path.length - 1; i >= 0; i--) node = s.object({ [path[i]!]: node }, { open: true });
  return node;
}

function applyPodDefaults(kind: string) {
  return (object: JsonObject): void => {
    for (const pod of podSpecOf(object, kind)) for (const v of volumesOf(pod)) defaultVolume(v.volume);
  };
}

function podKind(kind: string, group: string, extra: Partial<KindDefinition> = {}): KindDefinition {
  return {
    kind,
    group,
    ...(group === '' ? {} : { suffixed: false }),
    version: 'v1',
    namespaced: true,
    nameFormat: 'dns1123-subdomain',
    schema: schemaFor(kind),
    hasStatusSubresource: kind !== 'PodTemplate',
    spec: { doc: 'part3', section: 'Volume (embedded in Pod specs)' },
    // Hand-written rules cover the volumes (rules/volume), the pod spec and the controller fields (rules/pod): every pod
    // kind, Pod, PodTemplate and ReplicationController included, counts as checked (the gaps left are listed in
    // docs/rules and the issue notes).
    coverage: 'full',
    // The rules do not restate the schema's required fields (selector, template, containers, …).
    schemaRequiredFields: true,
    applyDefaults: applyPodDefaults(kind),
    ...extra,
  };
}

export const podKinds: KindDefinition[] = [
  podKind('Pod', ''),
  podKind('PodTemplate', ''),
  podKind('ReplicationController', ''),
  podKind('Deployment', 'apps'),
  podKind('StatefulSet', 'apps'),
  podKind('DaemonSet', 'apps'),
  podKind('ReplicaSet', 'apps'),
  podKind('Job', 'batch'),
  podKind('CronJob', 'batch'),
];

/** A copy of a stored object with the server's defaults applied (stored objects were defaulted when written). */
export function defaultedCopy(object: JsonObject, kind: string): JsonObject {
  const copy = structuredClone(object);
  applyPodDefaults(kind)(copy);
  return copy;
}

export function isPodKind(kind: string): boolean {
  return kind in POD_SPEC_PATHS;
}
