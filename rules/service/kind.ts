import { type KindDefinition, metaCondition, s } from '@plumbline/engine';
import { isObject } from '../_shared/helpers.js';

export const SERVICE_TYPES = ['ClusterIP', 'ExternalName', 'NodePort', 'LoadBalancer'] as const;
export const PROTOCOLS = ['TCP', 'UDP', 'SCTP'] as const;

const servicePort = s.object({
  name: s.string({
    description:
      'DNS label, unique across the ports of the service; optional when the service has a single port. Must ' +
      'equal the matching EndpointPort name.',
  }),
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
    loadBalancerIP: s.string({
      description: 'Deprecated. Only for LoadBalancer.',
      deprecated: 'spec.loadBalancerIP is deprecated and not ' + 'portable',
    }),
    loadBalancerSourceRanges: s.array(s.string(), { description: 'CIDRs allowed to reach the load balancer.' }),
    externalName: s.string({ description: 'Lowercase RFC 1123 hostname; requires type ExternalName.' }),
    externalTrafficPolicy: s.enumOf(['Cluster', 'Local'], { description: 'Cluster (default) or Local.' }),
    healthCheckNodePort: s.int32({ description: 'Only for LoadBalancer with externalTrafficPolicy Local. Immutable once set.' }),
    publishNotReadyAddresses: s.boolean({ description: 'Publish endpoints regardless of readiness.' }),
    sessionAffinityConfig: s.object({
      clientIP: s.object({ timeoutSeconds: s.int32({ description: 'Greater than 0 and at most 86400; default 10800.' }) }),
    }),
    ipFamilies: s.array(s.enumOf(['IPv4', 'IPv6']), { description: 'At most 2: IPv4, IPv6.' }),
    ipFamilyPolicy: s.enumOf(['SingleStack', 'PreferDualStack', 'RequireDualStack'], {
      description: 'SingleStack (default), ' + 'PreferDualStack or RequireDualStack.',
    }),
    allocateLoadBalancerNodePorts: s.boolean({ description: 'Default true; only for LoadBalancer.' }),
    loadBalancerClass: s.string({
      description: 'Label-style class of the load balancer implementation; only for LoadBalancer; immutable ' + 'once set.',
    }),
    internalTrafficPolicy: s.enumOf(['Cluster', 'Local'], { description: 'Cluster (default) or Local.' }),
    trafficDistribution: s.enumOf(['PreferClose', 'PreferSameZone', 'PreferSameNode'], {
      description: 'Routing preference: PreferClose, ' + 'PreferSameZone or PreferSameNode (v1.34).',
    }),
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
  // Defaulting, create and update preparation of the server: see the functions below.
  applyDefaults: (object) => applyServiceDefaults(object),
  prepareForCreate: (object) => normalizeClusterIPsOnCreate(object),
  prepareForUpdate: (object, oldObject) => prepareServiceForUpdate(object, oldObject),
  preparedFields: ['spec', 'status'],
};

/* ------------------------------------------------------------------------------------------
 * What the API server does to a Service before it validates it.
 * ------------------------------------------------------------------------------------------ */

type Obj = Record<string, unknown>;

const isObj = isObject;

function unset(value: unknown): boolean {
  return value === undefined || value === null;
}

function specOf(object: Obj): Obj {
  if (!isObj(object.spec)) object.spec = {};
  return object.spec as Obj;
}

/**
 * Whether the validated Service has `clusterIPs` that the manifest did not write (the
 * server filled them from `clusterIP` or from the stored Service): rules then point at
 * `spec.clusterIP` in the text.
 */
export function clusterIPsDerived(ctx: { object: Obj; rawObject: Obj }): boolean {
  const written = isObj(ctx.rawObject.spec) ? ctx.rawObject.spec.clusterIPs : undefined;
  return list(written).length === 0 && list(specOf(ctx.object).clusterIPs).length > 0;
}

/** The type after defaulting (`ClusterIP` when unset or empty). */
export function typeOf(spec: Obj): string {
  return typeof spec.type === 'string' && spec.type !== '' ? spec.type : 'ClusterIP';
}

/** A Service of this type gets a cluster IP (or `None`): every type but ExternalName. */
export function needsClusterIP(spec: Obj): boolean {
  return typeOf(spec) !== 'ExternalName';
}

/** NodePort and LoadBalancer Services get node ports. */
export function needsNodePort(spec: Obj): boolean {
  const type = typeOf(spec);
  return type === 'NodePort' || type === 'LoadBalancer';
}

/** LoadBalancer with `externalTrafficPolicy: Local` gets a health-check node port. */
export function needsHealthCheckNodePort(spec: Obj): boolean {
  return typeOf(spec) === 'LoadBalancer' && spec.externalTrafficPolicy === 'Local';
}

/** NodePort, LoadBalancer, or ClusterIP with external IPs: traffic may come from outside. */
export function externallyAccessible(spec: Obj): boolean {
  const type = typeOf(spec);
  if (type === 'NodePort' || type === 'LoadBalancer') return true;
  return type === 'ClusterIP' && Array.isArray(spec.externalIPs) && spec.externalIPs.length > 0;
}

/** `clusterIPs` is exactly `["None"]` (the server's notion of headless). */
export function isHeadless(spec: Obj): boolean {
  return Array.isArray(spec.clusterIPs) && spec.clusterIPs.length === 1 && spec.clusterIPs[0] === 'None';
}

/** SetDefaults_Service and SetDefaults_ServicePort (core/v1), as of v1.34. */
export function applyServiceDefaults(object: Obj): void {
  const spec = specOf(object);
  if (unset(spec.type) || spec.type === '') spec.type = 'ClusterIP';
  if (unset(spec.sessionAffinity) || spec.sessionAffinity === '') spec.sessionAffinity = 'None';
  if (spec.sessionAffinity === 'None') delete spec.sessionAffinityConfig;
  if (spec.sessionAffinity === 'ClientIP') {
    if (!isObj(spec.sessionAffinityConfig)) spec.sessionAffinityConfig = {};
    const config = spec.sessionAffinityConfig as Obj;
    if (!isObj(config.clientIP)) config.clientIP = {};
    const clientIP = config.clientIP as Obj;
    if (unset(clientIP.timeoutSeconds)) clientIP.timeoutSeconds = 10800;
  }
  if (Array.isArray(spec.ports)) {
    for (const port of spec.ports) {
      if (!isObj(port)) continue;
      if (unset(port.protocol) || port.protocol === '') port.protocol = 'TCP';
      if (unset(port.targetPort) || port.targetPort === 0 || port.targetPort === '') port.targetPort = port.port ?? 0;
    }
  }
  if (externallyAccessible(spec) && (unset(spec.externalTrafficPolicy) || spec.externalTrafficPolicy === ''))
    spec.externalTrafficPolicy = 'Cluster';
  if (typeOf(spec) !== 'ExternalName' && unset(spec.internalTrafficPolicy)) spec.internalTrafficPolicy = 'Cluster';
  if (typeOf(spec) === 'LoadBalancer' && unset(spec.allocateLoadBalancerNodePorts)) spec.allocateLoadBalancerNodePorts = true;
  // LoadBalancerIPMode (GA): an ingress point with an IP and no mode is a VIP.
  const status = object.status;
  const ingress = isObj(status) && isObj(status.loadBalancer) ? status.loadBalancer.ingress : undefined;
  if (Array.isArray(ingress)) {
    for (const point of ingress) {
      if (isObj(point) && typeof point.ip === 'string' && point.ip !== '' && unset(point.ipMode)) point.ipMode = 'VIP';
    }
  }
}

/** On create the server fills `clusterIPs` from `clusterIP` when only the singular is given. */
export function normalizeClusterIPsOnCreate(object: Obj): void {
  const spec = specOf(object);
  const clusterIPs = Array.isArray(spec.clusterIPs) ? spec.clusterIPs : [];
  if (typeof spec.clusterIP === 'string' && spec.clusterIP !== '' && clusterIPs.length === 0) {
    spec.clusterIPs = [spec.clusterIP];
  }
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function sameList(a: unknown, b: unknown): boolean {
  return JSON.stringify(list(a)) === JSON.stringify(list(b));
}

function nonEmptyString(value: unknown): boolean {
  return typeof value === 'string' && value !== '';
}

/**
 * The Service REST layer's update preparation, in the server's order:
 * 1. keep what was allocated (`patchAllocatedValues`): an empty `clusterIP` or `clusterIPs`
 *    keeps the stored value while both types need a cluster IP; a node port of 0 keeps the
 *    stored node port of the port with the same number and protocol while both types need
 *    node ports; an empty `healthCheckNodePort` keeps the stored one while both need it;
 * 2. keep `clusterIP` and `clusterIPs` in step (`normalizeClusterIPs`): when only `clusterIP`
 *    changed, an empty one clears `clusterIPs`, another value replaces `clusterIPs[0]`;
 * 3. drop what the new type no longer uses when the user left it unchanged
 *    (`dropTypeDependentFields`); an unchanged `healthCheckNodePort` is erased only when the
 *    type leaves LoadBalancer, not when only the traffic policy leaves Local.
 */
export function prepareServiceForUpdate(object: Obj, old: Obj): void {
  // The engine hands over the stored Service as the server holds it: defaulted, `clusterIPs` filled.
  const spec = specOf(object);
  const oldSpec: Obj = isObj(old.spec) ? old.spec : {};

  // 1. patchAllocatedValues
  if (needsClusterIP(oldSpec) && needsClusterIP(spec)) {
    if (!nonEmptyString(spec.clusterIP) && !unset(oldSpec.clusterIP)) spec.clusterIP = oldSpec.clusterIP;
    if (list(spec.clusterIPs).length === 0 && list(oldSpec.clusterIPs).length > 0) spec.clusterIPs = structuredClone(oldSpec.clusterIPs);
  }
  if (needsNodePort(oldSpec) && needsNodePort(spec)) {
    for (const port of list(spec.ports)) {
      if (!isObj(port) || (port.nodePort !== undefined && port.nodePort !== null && port.nodePort !== 0)) continue;
      const match = list(oldSpec.ports).find((p) => isObj(p) && p.port === port.port && p.protocol === port.protocol);
      if (isObj(match) && typeof match.nodePort === 'number' && match.nodePort !== 0) port.nodePort = match.nodePort;
    }
  }
  if (needsHealthCheckNodePort(oldSpec) && needsHealthCheckNodePort(spec)) {
    if ((unset(spec.healthCheckNodePort) || spec.healthCheckNodePort === 0) && !unset(oldSpec.healthCheckNodePort))
      spec.healthCheckNodePort = oldSpec.healthCheckNodePort;
  }

  // 2. normalizeClusterIPs
  const oldClusterIP = typeof oldSpec.clusterIP === 'string' ? oldSpec.clusterIP : '';
  const newClusterIP = typeof spec.clusterIP === 'string' ? spec.clusterIP : '';
  if (oldClusterIP !== newClusterIP && sameList(oldSpec.clusterIPs, spec.clusterIPs)) {
    if (newClusterIP === '') delete spec.clusterIPs;
    else if (list(spec.clusterIPs).length === 0) spec.clusterIPs = [newClusterIP];
    else spec.clusterIPs = [newClusterIP, ...list(spec.clusterIPs).slice(1)];
  }

  // 3. dropTypeDependentFields
  if (needsClusterIP(oldSpec) && !needsClusterIP(spec)) {
    if (sameList(oldSpec.clusterIPs, spec.clusterIPs)) {
      delete spec.clusterIP;
      delete spec.clusterIPs;
    }
    if (sameList(oldSpec.ipFamilies, spec.ipFamilies)) delete spec.ipFamilies;
    if ((oldSpec.ipFamilyPolicy ?? null) === (spec.ipFamilyPolicy ?? null)) delete spec.ipFamilyPolicy;
  }
  if (needsNodePort(oldSpec) && !needsNodePort(spec)) {
    const nodePorts = (s: Obj): string => JSON.stringify(list(s.ports).map((p) => (isObj(p) ? (p.nodePort ?? 0) : 0)));
    if (nodePorts(oldSpec) === nodePorts(spec)) for (const port of list(spec.ports)) if (isObj(port)) delete port.nodePort;
  }
  // Only a move away from LoadBalancer erases the port: switching the policy from Local to
  // Cluster on a LoadBalancer keeps it, and validation then refuses it (conformance shows this).
  if (
    needsHealthCheckNodePort(oldSpec) &&
    typeOf(spec) !== 'LoadBalancer' &&
    (oldSpec.healthCheckNodePort ?? 0) === (spec.healthCheckNodePort ?? 0)
  ) {
    delete spec.healthCheckNodePort;
  }
  if (typeOf(oldSpec) === 'LoadBalancer' && typeOf(spec) !== 'LoadBalancer') {
    if (!unset(spec.allocateLoadBalancerNodePorts) && spec.allocateLoadBalancerNodePorts === oldSpec.allocateLoadBalancerNodePorts)
      delete spec.allocateLoadBalancerNodePorts;
    if (!unset(spec.loadBalancerClass) && spec.loadBalancerClass === oldSpec.loadBalancerClass) delete spec.loadBalancerClass;
  }
  if (externallyAccessible(oldSpec) && !externallyAccessible(spec)) {
    if (nonEmptyString(spec.externalTrafficPolicy) && spec.externalTrafficPolicy === oldSpec.externalTrafficPolicy)
      delete spec.externalTrafficPolicy;
  }
}
