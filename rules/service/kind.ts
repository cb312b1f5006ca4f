import type { KindDefinition } from '@plumbline/core/registry';
import { s } from '@plumbline/core/schema';
import { metaCondition } from '@plumbline/core/k8s-types';

export const SERVICE_TYPES = ['ClusterIP', 'ExternalName', 'NodePort', 'LoadBalancer'] as const;
export const PROTOCOLS = ['TCP', 'UDP', 'SCTP'] as const;

const servicePort = s.object({
  name: s.string({ description: 'DNS label, unique across the ports of the service; optional when the service has a single port. Must equal the matching EndpointPort name.' }),
  protocol: s.enumOf(PROTOCOLS, { description: 'TCP (default), UDP or SCTP.' }),
  appProtocol: s.string({ description: 'Application protocol hint in label syntax (`http`, `kubernetes.io/h2c`, `example.com/proto`).' }),
  port: s.int32({ description: 'Port the service exposes, 1 to 65535. Required.' }),
  targetPort: s.intOrString({ description: 'Port number (1 to 65535) or IANA port name on the target Pods; defaults to `port`.' }),
  nodePort: s.int32({ description: 'Port on every node for NodePort and LoadBalancer services; usually allocated by the system.' }),
});

const portStatus = s.object({
  port: s.int32({ description: 'Port number. Required.' }),
  protocol: s.enumOf(PROTOCOLS, { description: 'TCP, UDP or SCTP. Required.' }),
  error: s.string({ description: 'CamelCase reason or `<domain>/CamelCase`.' }),
});

export const serviceSchema = s.object({
  spec: s.object({
    ports: s.array(servicePort, { description: 'Ports exposed by the service; required unless the service is headless or ExternalName.' }),
    selector: s.stringMap({ description: 'Routes traffic to Pods whose labels match; ignored for ExternalName.' }),
    clusterIP: s.string({ description: '`None` (headless), empty (allocate) or an IP in the service range. Not for ExternalName.' }),
    clusterIPs: s.array(s.string(), { description: 'At most 2, one per family; entry 0 equals `clusterIP`.' }),
    type: s.enumOf(SERVICE_TYPES, { description: 'ClusterIP (default), ExternalName, NodePort or LoadBalancer.' }),
    externalIPs: s.array(s.string(), { description: 'IPs for which nodes accept traffic for this service.' }),
    sessionAffinity: s.enumOf(['ClientIP', 'None'], { description: 'ClientIP or None (default).' }),
    loadBalancerIP: s.string({ description: 'Deprecated. Only for LoadBalancer.', deprecated: 'spec.loadBalancerIP is deprecated and not portable' }),
    loadBalancerSourceRanges: s.array(s.string(), { description: 'CIDRs allowed to reach the load balancer.' }),
    externalName: s.string({ description: 'Lowercase RFC 1123 hostname; requires type ExternalName.' }),
    externalTrafficPolicy: s.enumOf(['Cluster', 'Local'], { description: 'Cluster (default) or Local.' }),
    healthCheckNodePort: s.int32({ description: 'Only for LoadBalancer with externalTrafficPolicy Local. Immutable once set.' }),
    publishNotReadyAddresses: s.boolean({ description: 'Publish endpoints regardless of readiness.' }),
    sessionAffinityConfig: s.object({
      clientIP: s.object({ timeoutSeconds: s.int32({ description: 'Greater than 0 and at most 86400; default 10800.' }) }),
    }),
    ipFamilies: s.array(s.enumOf(['IPv4', 'IPv6']), { description: 'At most 2: IPv4, IPv6.' }),
    ipFamilyPolicy: s.enumOf(['SingleStack', 'PreferDualStack', 'RequireDualStack'], { description: 'SingleStack (default), PreferDualStack or RequireDualStack.' }),
    allocateLoadBalancerNodePorts: s.boolean({ description: 'Default true; only for LoadBalancer.' }),
    loadBalancerClass: s.string({ description: 'Label-style class of the load balancer implementation; only for LoadBalancer; immutable once set.' }),
    internalTrafficPolicy: s.enumOf(['Cluster', 'Local'], { description: 'Cluster (default) or Local.' }),
    trafficDistribution: s.string({ description: 'Routing preference such as PreferClose.' }),
  }),
  status: s.object({
    loadBalancer: s.object({
      ingress: s.array(
        s.object({
          ip: s.string({ description: 'IP of an IP-based load balancer.' }),
          hostname: s.string({ description: 'Hostname of a DNS-based load balancer.' }),
          ipMode: s.enumOf(['VIP', 'Proxy'], { description: 'Only with `ip`: VIP or Proxy.' }),
          ports: s.array(portStatus),
        }),
      ),
    }),
    conditions: s.array(metaCondition),
  }),
});

export const serviceKind: KindDefinition = {
  kind: 'Service',
  group: '',
  version: 'v1',
  namespaced: true,
  nameFormat: 'dns1035-label',
  schema: serviceSchema,
  hasStatusSubresource: true,
  spec: { doc: 'part1', section: 'Service' },
};
