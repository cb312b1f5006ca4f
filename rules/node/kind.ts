import { type JsonObject, type KindDefinition, s } from '@plumbline/engine';
import { isObject } from '../_shared/helpers.js';

export const TAINT_EFFECTS = ['NoSchedule', 'PreferNoSchedule', 'NoExecute'] as const;
export const ADDRESS_TYPES = ['Hostname', 'InternalIP', 'ExternalIP', 'InternalDNS', 'ExternalDNS'] as const;

const configMapSource = s.object(
  {
    namespace: s.string({ description: 'Namespace of the ConfigMap. Required.' }),
    name: s.string({ description: 'Name of the ConfigMap. Required.' }),
    uid: s.string({ description: 'UID of the ConfigMap; forbidden in spec, required in status.' }),
    resourceVersion: s.string({ description: 'resourceVersion of the ConfigMap; forbidden in spec, required in status.' }),
    kubeletConfigKey: s.string({ description: 'Key of the ConfigMap that holds the node agent configuration. Required.' }),
  },
  { description: 'ConfigMap holding the node agent configuration.' },
);

const nodeConfigSource = s.object({ configMap: configMapSource }, { description: 'Deprecated dynamic node agent configuration source.' });

export const nodeSchema = s.object({
  spec: s.object({
    podCIDR: s.string({
      description: 'Pod IP range of the node (CIDR). Set once; when it differs from `podCIDRs[0]` the server keeps ' + '`podCIDR`.',
    }),
    podCIDRs: s.array(s.string(), { description: 'Pod IP ranges, at most one per IP family; entry 0 equals `podCIDR`. Set once.' }),
    providerID: s.string({ description: 'Cloud provider ID, `<ProviderName>://<ProviderSpecificNodeID>`. Set once.' }),
    unschedulable: s.boolean({ description: 'Keep new Pods off this node.' }),
    taints: s.array(
      s.object({
        key: s.string({ description: 'Taint key, a qualified name. Required.' }),
        value: s.string({ description: 'Taint value, a label value.' }),
        effect: s.enumOf(TAINT_EFFECTS, { description: '`NoSchedule`, `PreferNoSchedule` or `NoExecute`. Required.' }),
        timeAdded: s.time({ description: 'When a NoExecute taint was added.' }),
      }),
      { description: 'Taints; unique by key and effect.' },
    ),
    configSource: { ...nodeConfigSource, deprecated: 'spec.configSource: the dynamic node agent configuration feature is removed' },
    externalID: s.string({
      description: 'Deprecated and unused; cannot be changed.',
      deprecated: 'spec.externalID is deprecated and unused',
    }),
  }),
  status: s.object({
    capacity: s.map(s.quantity(), { description: 'Total resources of the node (non-negative quantities).' }),
    allocatable: s.map(s.quantity(), { description: 'Resources available for scheduling (non-negative quantities).' }),
    phase: s.enumOf(['Pending', 'Running', 'Terminated'], {
      description: 'Deprecated and never populated.',
      deprecated: 'status.phase of a Node is ' + 'deprecated and never populated',
    }),
    conditions: s.array(
      s.object({
        type: s.string({ description: 'Condition type, such as `Ready`. Required.' }),
        status: s.enumOf(['True', 'False', 'Unknown'], { description: '`True`, `False` or `Unknown`. Required.' }),
        lastHeartbeatTime: s.time({ description: 'Last time the condition was probed.' }),
        lastTransitionTime: s.time({ description: 'Time of the last status change.' }),
        reason: s.string({ description: 'One CamelCase word explaining the last transition.' }),
        message: s.string({ description: 'Human-readable detail.' }),
      }),
      { description: 'Node conditions, one per type.' },
    ),
    addresses: s.array(
      s.object({
        type: s.enumOf(ADDRESS_TYPES, { description: '`Hostname`, `InternalIP`, `ExternalIP`, `InternalDNS` or `ExternalDNS`. Required.' }),
        address: s.string({ description: 'The address. Required.' }),
      }),
      { description: 'Addresses of the node.' },
    ),
    daemonEndpoints: s.object(
      {
        kubeletEndpoint: s.object(
          { Port: s.int32({ description: 'Port of the node agent.' }) },
          { description: 'Endpoint of the node agent.' },
        ),
      },
      { description: 'Ports of daemons running on the node.' },
    ),
    nodeInfo: s.object(
      {
        machineID: s.string({ description: 'Machine ID reported by the node.' }),
        systemUUID: s.string({ description: 'System UUID reported by the node.' }),
        bootID: s.string({ description: 'Boot ID reported by the node.' }),
        kernelVersion: s.string({ description: 'Kernel version.' }),
        osImage: s.string({ description: 'Operating system image.' }),
        containerRuntimeVersion: s.string({ description: 'Container runtime and version.' }),
        kubeletVersion: s.string({ description: 'Node agent version.' }),
        kubeProxyVersion: s.string({
          description: 'Deprecated and unreliable.',
          deprecated: 'nodeInfo.kubeProxyVersion is deprecated and ' + 'unreliable',
        }),
        operatingSystem: s.string({ description: 'Operating system.' }),
        architecture: s.string({ description: 'CPU architecture.' }),
        swap: s.object({ capacity: s.int64({ description: 'Swap capacity in bytes.' }) }, { description: 'Swap information.' }),
      },
      { description: 'General information about the node.' },
    ),
    images: s.array(
      s.object({
        names: s.array(s.string(), { description: 'Names of the image.' }),
        sizeBytes: s.int64({ description: 'Size of the image in bytes.' }),
      }),
      { description: 'Container images on the node.' },
    ),
    volumesInUse: s.array(s.string(), { description: 'Attachable volumes in use.' }),
    volumesAttached: s.array(
      s.object({
        name: s.string({ description: 'Name of the attached volume. Required.' }),
        devicePath: s.string({ description: 'Device path of the attached volume. Required.' }),
      }),
      { description: 'Volumes attached to the node.' },
    ),
    config: s.object(
      {
        assigned: nodeConfigSource,
        active: nodeConfigSource,
        lastKnownGood: nodeConfigSource,
        error: s.string({ description: 'Error of the configuration, empty when none.' }),
      },
      { description: 'Deprecated status of the dynamic node agent configuration.' },
    ),
    runtimeHandlers: s.array(
      s.object({
        name: s.string({ description: 'Runtime handler name; empty for the default handler.' }),
        features: s.object(
          {
            recursiveReadOnlyMounts: s.boolean({ description: 'Recursive read-only mounts are supported.' }),
            userNamespaces: s.boolean({ description: 'User namespaces are supported.' }),
          },
          { description: 'Features of the handler.' },
        ),
      }),
      { description: 'Runtime handlers available on the node.' },
    ),
    features: s.object(
      { supplementalGroupsPolicy: s.boolean({ description: 'SupplementalGroupsPolicy and ContainerUser are supported.' }) },
      { description: 'Features supported by the node.' },
    ),
    declaredFeatures: s.array(s.string(), { description: 'Feature-gate related features declared by the node.' }),
  }),
});

export const nodeKind: KindDefinition = {
  kind: 'Node',
  group: '',
  version: 'v1',
  namespaced: false,
  nameFormat: 'dns1123-subdomain',
  schema: nodeSchema,
  // Nodes accept status on create (the agent registers with it); main-resource updates keep the
  // stored status and /status updates keep the stored spec.
  hasStatusSubresource: true,
  keepsStatusOnCreate: true,
  spec: { doc: 'part2', section: 'Node' },
};
