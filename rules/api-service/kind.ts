import { type JsonObject, type KindDefinition, s } from '@plumbline/engine';
import { isObject } from '../_shared/helpers.js';

export const apiServiceSchema = s.object({
  spec: s.object({
    service: s.object(
      {
        namespace: s.string({ description: 'Namespace of the service hosting the API server. Required when `service` is set.' }),
        name: s.string({ description: 'Name of the service hosting the API server. Required when `service` is set.' }),
        port: s.int32({ description: 'HTTPS port of the service, 1 to 65535; defaults to 443.' }),
      },
      { description: 'Service hosting the API server. Leave unset (null) for a group version served locally by the API server itself.' },
    ),
    group: s.string({ description: 'API group served, a DNS subdomain; empty only for the legacy core group with version `v1`.' }),
    version: s.string({ description: 'API version served, an RFC 1035 label such as `v1beta1`.' }),
    insecureSkipTLSVerify: s.boolean({
      description:
        'Skip verification of the server certificate. Strongly discouraged; give `caBundle` ' +
        'instead. Not allowed together with `caBundle` or on a local APIService.',
    }),
    caBundle: s.bytes({
      description: 'Base64 of a PEM bundle of CA certificates that verify the server certificate; system roots when ' + 'unset.',
    }),
    groupPriorityMinimum: s.int32({ description: 'Minimum priority of the group, 1 to 20000; higher wins. Required.' }),
    versionPriority: s.int32({ description: 'Order of this version within its group, 1 to 1000; higher first. Required.' }),
  }),
  status: s.object({
    conditions: s.array(
      s.object({
        type: s.string({ description: 'Condition type, such as `Available`.' }),
        status: s.enumOf(['True', 'False', 'Unknown'], { description: '`True`, `False` or `Unknown`.' }),
        lastTransitionTime: s.time({ description: 'Time of the last status change.' }),
        reason: s.string({ description: 'One CamelCase word explaining the last transition.' }),
        message: s.string({ description: 'Human-readable detail.' }),
      }),
      { description: 'Current conditions of the APIService (status subresource).' },
    ),
  }),
});

export const apiServiceKind: KindDefinition = {
  kind: 'APIService',
  group: 'apiregistration',
  version: 'v1',
  namespaced: false,
  nameFormat: 'custom',
  schema: apiServiceSchema,
  hasStatusSubresource: true,
  removedVersions: ['apiregistration.k8s.io/v1beta1'],
  spec: { doc: 'part2', section: 'APIService' },
  applyDefaults(object: JsonObject) {
    // v1 defaulting: a service reference without a port uses 443.
    const spec = object.spec;
    if (!isObject(spec) || !isObject(spec.service)) return;
    if (spec.service.port === undefined || spec.service.port === null) spec.service.port = 443;
  },
};
