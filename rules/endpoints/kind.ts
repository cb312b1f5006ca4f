import { type KindDefinition, objectReference, s } from '@plumbline/engine';
import { arr, isObject } from '../_shared/helpers.js';

const endpointAddress = s.object({
  ip: s.string({ description: 'IP of the endpoint. Required; not unspecified, loopback, link-local or link-local multicast.' }),
  hostname: s.string({ description: 'Hostname of the endpoint: a DNS label.' }),
  nodeName: s.string({ description: 'Node that hosts the endpoint: a DNS subdomain.' }),
  targetRef: s.object(objectReference.fields, { description: 'Object (usually a Pod) behind the endpoint.' }),
});

const endpointPort = s.object({
  name: s.string({ description: 'DNS label equal to the matching Service port name; required when the subset has more than one port.' }),
  port: s.int32({ description: 'Port number, 1 to 65535. Required.' }),
  protocol: s.enumOf(['TCP', 'UDP', 'SCTP'], { description: 'TCP (default), UDP or SCTP.' }),
  appProtocol: s.string({ description: 'Application protocol hint in label syntax (`http`, `kubernetes.io/h2c`).' }),
});

export const endpointsSchema = s.object(
  {
    subsets: s.array(
      s.object({
        addresses: s.array(endpointAddress, { description: 'Ready addresses.' }),
        notReadyAddresses: s.array(endpointAddress, {
          description: 'Addresses that are not ready yet; an IP must not also be in ' + '`addresses`.',
        }),
        ports: s.array(endpointPort, { description: 'Ports available on every address of the subset.' }),
      }),
      { description: 'Groups of addresses sharing the same ports; each subset needs at least one address.' },
    ),
  },
  { description: 'Deprecated from 1.33 on: the legacy list of the endpoints of a Service. Use EndpointSlice.' },
);

/** The server defaults each port's protocol to TCP before it validates. */
export function defaultPortProtocols(ports: unknown): void {
  for (const port of arr(ports)) {
    if (isObject(port) && (port.protocol === undefined || port.protocol === null || port.protocol === '')) port.protocol = 'TCP';
  }
}

export const endpointsKind: KindDefinition = {
  kind: 'Endpoints',
  group: '',
  version: 'v1',
  namespaced: true,
  nameFormat: 'dns1123-subdomain',
  schema: endpointsSchema,
  spec: { doc: 'part1', section: 'Endpoints (deprecated from release 1.33 on; use EndpointSlice)' },
  applyDefaults(object) {
    for (const subset of arr(object.subsets)) if (isObject(subset)) defaultPortProtocols(subset.ports);
  },
};
