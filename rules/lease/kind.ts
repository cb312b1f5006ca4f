import { type KindDefinition, s } from '@plumbline/engine';

export const leaseSchema = s.object({
  spec: s.object({
    holderIdentity: s.string({ description: 'Identity of the current holder.' }),
    leaseDurationSeconds: s.int32({
      description: 'Seconds candidates wait after the last renewal before taking the lease; greater than 0.',
    }),
    acquireTime: s.microTime({ description: 'When the current holder acquired the lease.' }),
    renewTime: s.microTime({ description: 'When the current holder last renewed the lease.' }),
    leaseTransitions: s.int32({ description: 'Number of holder changes; 0 or more.' }),
    strategy: s.string({
      description:
        'Coordinated leader election strategy (`OldestEmulationVersion` or `<domain>/<name>`). Alpha: ' +
        'dropped unless the CoordinatedLeaderElection feature gate is on.',
    }),
    preferredHolder: s.string({
      description: 'Hint that a better holder exists; only with `strategy`. Alpha: dropped unless ' + 'CoordinatedLeaderElection is on.',
    }),
  }),
});

export const leaseKind: KindDefinition = {
  kind: 'Lease',
  group: 'coordination',
  version: 'v1',
  namespaced: true,
  nameFormat: 'dns1123-subdomain',
  schema: leaseSchema,
  removedVersions: ['coordination.k8s.io/v1beta1'],
  spec: { doc: 'part2', section: 'Lease' },
};
