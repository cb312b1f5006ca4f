import { type KindDefinition, s } from '@plumbline/engine';
import { isObject } from '../_shared/helpers.js';

export const ingressClassSchema = s.object(
  {
    spec: s.object({
      controller: s.string({
        description:
          'Controller that implements the class: a domain-prefixed path ' +
          '(`example.com/ingress-controller`), at most 250 characters. Immutable.',
      }),
      parameters: s.object(
        {
          apiGroup: s.string({ description: 'Group of the parameters resource; unset for the core group.' }),
          kind: s.string({ description: 'Kind of the parameters resource. Required.' }),
          name: s.string({ description: 'Name of the parameters resource. Required.' }),
          namespace: s.string({
            description: 'Namespace of the parameters resource: required for scope Namespace, forbidden for Cluster.',
          }),
          scope: s.enumOf(['Cluster', 'Namespace'], { description: 'Cluster (default) or Namespace.' }),
        },
        { description: 'Reference to controller-specific configuration.' },
      ),
    }),
  },
  { description: 'A class of Ingress, implemented by one controller. Cluster-scoped.' },
);

export const ingressClassKind: KindDefinition = {
  kind: 'IngressClass',
  group: 'networking',
  version: 'v1',
  namespaced: false,
  nameFormat: 'dns1123-subdomain',
  schema: ingressClassSchema,
  removedVersions: ['networking.k8s.io/v1beta1'],
  spec: { doc: 'part1', section: 'IngressClass' },
  applyDefaults(object) {
    // The server defaults `parameters.scope` to Cluster when parameters are given.
    const spec = object.spec;
    if (isObject(spec) && isObject(spec.parameters) && (spec.parameters.scope === undefined || spec.parameters.scope === null))
      spec.parameters.scope = 'Cluster';
  },
};
