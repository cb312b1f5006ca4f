import { type KindDefinition, objectReference, s } from '@plumbline/engine';
import { arr, isObject } from '../_shared/helpers.js';

export const ADDRESS_TYPES = ['FQDN', 'IPv4', 'IPv6'] as const;

const hint = s.object({ name: s.string({ description: 'Name of the node or zone. Required.' }) });

const endpoint = s.object({
  addresses: s.array(s.string(), {
    description: "1 to 100 addresses of the slice's address type, IPs in canonical form. Controllers " + 'write exactly one.',
  }),
  conditions: s.object({
    ready: s.boolean({ description: 'Ready to receive traffic; unset reads as true.' }),
    serving: s.boolean({ description: 'Able to receive traffic, whether or not terminating; unset reads as true.' }),
    terminating: s.boolean({ description: 'The endpoint is terminating; unset reads as false.' }),
  }),
  deprecatedTopology: s.stringMap({
    description: 'Legacy topology labels. Writes through v1 are ignored.',
    deprecated: 'ignored when written through discovery v1',
  }),
  hints: s.object({
    forNodes: s.array(hint, { description: 'At most 8 nodes that should use this endpoint (topology-aware routing).' }),
    forZones: s.array(hint, { description: 'At most 8 zones that should use this endpoint (topology-aware routing).' }),
  }),
  hostname: s.string({ description: 'Hostname of the endpoint: a lowercase DNS label.' }),
  nodeName: s.string({ description: 'Node that hosts the endpoint: a DNS subdomain.' }),
  targetRef: s.object(objectReference.fields, { description: 'Object (usually a Pod) behind the endpoint.' }),
  zone: s.string({ description: 'Zone of the endpoint.' }),
});

const port = s.object({
  name: s.string({ description: 'Empty or a DNS label; unique in the slice; equals the Service port name for Service slices.' }),
  port: s.int32({ description: 'Port number; for Service slices the resolved target port.' }),
  protocol: s.enumOf(['TCP', 'UDP', 'SCTP'], { description: 'TCP (default), UDP or SCTP.' }),
  appProtocol: s.string({ description: 'Application protocol hint in label syntax.' }),
});

export const endpointSliceSchema = s.object(
  {
    addressType: s.enumOf(ADDRESS_TYPES, { description: 'IPv4, IPv6 or FQDN (deprecated). Required; immutable.' }),
    endpoints: s.array(endpoint, { description: 'At most 1000 endpoints.' }),
    ports: s.array(port, { description: 'At most 100 ports with unique names.' }),
  },
  { description: 'A set of endpoints of a Service, linked to it by the `<vendor_domain>/service-name` label.' },
);

export const endpointSliceKind: KindDefinition = {
  kind: 'EndpointSlice',
  group: 'discovery',
  version: 'v1',
  namespaced: true,
  nameFormat: 'dns1123-subdomain',
  schema: endpointSliceSchema,
  removedVersions: ['discovery.k8s.io/v1beta1'],
  spec: { doc: 'part1', section: 'EndpointSlice' },
  applyDefaults(object) {
    // Port name defaults to "" and protocol to TCP (v1 defaulting).
    for (const p of arr(object.ports)) {
      if (!isObject(p)) continue;
      if (p.name === undefined || p.name === null) p.name = '';
      if (p.protocol === undefined || p.protocol === null) p.protocol = 'TCP';
    }
  },
  preparedFields: ['ports'],
};
