import { type KindDefinition, s } from '@plumbline/engine';
import { LEASE_STRATEGIES } from '../_shared/lease-strategy.js';

export const leaseCandidateSchema = s.object({
  spec: s.object({
    leaseName: s.string({ description: 'Name of the Lease this candidate contests. Required and immutable.' }),
    pingTime: s.microTime({ description: 'When the leader election asked the candidate to renew.' }),
    renewTime: s.microTime({ description: 'When the candidate last renewed.' }),
    binaryVersion: s.string({ description: 'Semantic version of the binary, without a `v` prefix (`1.34.1`). Required.' }),
    emulationVersion: s.string({
      description: 'Emulated semantic version, at most `binaryVersion`; required with strategy ' + 'OldestEmulationVersion.',
    }),
    strategy: s.string({
      description: 'Leader selection strategy: `OldestEmulationVersion` or a `<domain>/<name>` custom strategy. ' + 'Required.',
      enum: LEASE_STRATEGIES,
    }),
  }),
});

export const leaseCandidateKind: KindDefinition = {
  kind: 'LeaseCandidate',
  group: 'coordination',
  version: 'v1beta1',
  namespaced: true,
  nameFormat: 'custom',
  schema: leaseCandidateSchema,
  removedVersions: ['coordination.k8s.io/v1alpha1', 'coordination.k8s.io/v1alpha2'],
  spec: { doc: 'part2', section: 'LeaseCandidate' },
};
