/**
 * Feature gates that change what the v1.34 API server accepts, with their default
 * values in v1.34. Configuration (`featureGates:`) overrides them; rules ask through
 * `ctx.gate(name)`. Each rule that depends on a gate says so in its docs.
 */
export const featureGateDefaults: Readonly<Record<string, boolean>> = {
  AllowServiceLBStatusOnNonLB: false,
  AnyVolumeDataSource: true,
  ClusterTrustBundleProjection: false,
  CoordinatedLeaderElection: false,
  CrossNamespaceVolumeDataSource: false,
  EnvFiles: false,
  ImageVolume: false,
  MutableCSINodeAllocatableCount: false,
  MutablePVNodeAffinity: false,
  PodCertificateRequest: false,
  PreferSameTrafficDistribution: true,
  RelaxedDNSSearchValidation: true,
  SELinuxMount: false,
  ServiceTrafficDistribution: true,
  StorageVersionMigrator: false,
  StrictIPCIDRValidation: false,
  VolumeAttributesClass: true,
};
