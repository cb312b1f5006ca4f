import { type KindDefinition, s, typedLocalObjectReference } from '@plumbline/engine';

export const PATH_TYPES = ['Exact', 'ImplementationSpecific', 'Prefix'] as const;

const backend = s.object({
  resource: s.object(typedLocalObjectReference.fields, {
    description: 'Another resource in the Ingress namespace (e.g. a storage ' + 'bucket). Excludes `service`.',
  }),
  service: s.object(
    {
      name: s.string({ description: 'Name of a Service in the same namespace. Required.' }),
      port: s.object(
        {
          name: s.string({ description: 'Name of a Service port (IANA service name). Excludes `number`.' }),
          number: s.int32({ description: 'Service port number, 1 to 65535. Excludes `name`.' }),
        },
        { description: 'The Service port: `name` or `number`, exactly one.' },
      ),
    },
    { description: 'A Service backend. Excludes `resource`.' },
  ),
});

const portStatus = s.object({
  port: s.int32({ description: 'Port number. Required.' }),
  protocol: s.enumOf(['TCP', 'UDP', 'SCTP'], { description: 'TCP, UDP or SCTP. Required.' }),
  error: s.string({ description: 'Problem of this port: CamelCase or `<domain>/CamelCase`.' }),
});

export const ingressSchema = s.object(
  {
    spec: s.object({
      defaultBackend: s.object(backend.fields, { description: 'Backend for requests that match no rule; required without rules.' }),
      ingressClassName: s.string({
        description: 'Name of the IngressClass (a DNS subdomain); replaces the legacy ' + '`<vendor_domain>/ingress.class` annotation.',
      }),
      rules: s.array(
        s.object({
          host: s.string({
            description: 'Lowercase DNS name without port or trailing dot; `*.` as the whole first label for a wildcard. ' + 'Not an IP.',
          }),
          http: s.object(
            {
              paths: s.array(
                s.object({
                  path: s.string({ description: 'Path starting with `/`; required for Exact and Prefix.' }),
                  pathType: s.enumOf(PATH_TYPES, { description: 'Exact, Prefix or ImplementationSpecific. Required.' }),
                  backend: s.object(backend.fields, { description: 'Where matching requests go. Required.' }),
                }),
                { description: 'Paths of this host. Required when `http` is given.' },
              ),
            },
            { description: 'HTTP routing for this host.' },
          ),
        }),
        { description: 'Host rules; requests matching none go to `defaultBackend`.' },
      ),
      tls: s.array(
        s.object({
          hosts: s.array(s.string(), { description: 'Hosts of the certificate; same format as rule hosts.' }),
          secretName: s.string({ description: 'Secret holding the certificate and key; optional for SNI-only routing.' }),
        }),
        { description: 'TLS on port 443; entries with different hosts share the port by SNI.' },
      ),
    }),
    status: s.object({
      loadBalancer: s.object({
        ingress: s.array(
          s.object({
            ip: s.string({ description: 'IP of an IP-based load balancer.' }),
            hostname: s.string({ description: 'Hostname of a DNS-based load balancer.' }),
            ports: s.array(portStatus, { description: 'Status of the load-balancer ports.' }),
          }),
        ),
      }),
    }),
  },
  { description: 'Rules that let inbound HTTP(S) connections reach Services.' },
);

export const ingressKind: KindDefinition = {
  kind: 'Ingress',
  group: 'networking',
  version: 'v1',
  namespaced: true,
  nameFormat: 'dns1123-subdomain',
  schema: ingressSchema,
  hasStatusSubresource: true,
  removedVersions: ['extensions/v1beta1', 'networking.k8s.io/v1beta1'],
  spec: { doc: 'part1', section: 'Ingress' },
};
