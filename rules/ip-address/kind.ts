import { type KindDefinition, s } from '@plumbline/engine';

export const ipAddressSchema = s.object({
  spec: s.object({
    parentRef: s.object(
      {
        group: s.string({ description: 'API group of the parent; empty for the core group (Services).' }),
        resource: s.string({ description: 'Resource of the parent, such as `services`. Required.' }),
        namespace: s.string({ description: 'Namespace of the parent, for namespaced parents.' }),
        name: s.string({ description: 'Name of the parent. Required.' }),
      },
      { description: 'The object this IP address is allocated to. Required and immutable.' },
    ),
  }),
});

export const ipAddressKind: KindDefinition = {
  kind: 'IPAddress',
  group: 'networking',
  version: 'v1',
  namespaced: false,
  nameFormat: 'custom',
  schema: ipAddressSchema,
  removedVersions: ['networking.k8s.io/v1alpha1', 'networking.k8s.io/v1beta1'],
  spec: { doc: 'part2', section: 'IPAddress' },
};
