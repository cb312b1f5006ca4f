/** What the API server being checked against is like: names, feature gates, cluster state. */

export interface ClusterSettings {
  /** Service CIDRs (`--service-cluster-ip-range`), e.g. `['10.96.0.0/12', 'fd00:10:96::/112']`. */
  serviceCIDRs?: readonly string[];
  /** `--service-node-port-range`, e.g. `{ min: 30000, max: 32767 }`. */
  nodePortRange?: { min: number; max: number };
  /** IP families the cluster has, in order of preference. */
  ipFamilies?: readonly ('IPv4' | 'IPv6')[];
  /**
   * The admission request that admission policies are evaluated with (`request.userInfo`,
   * `request.dryRun`) and the namespace of namespaced objects that name none.
   */
  admissionRequest?: {
    userInfo?: { username?: string; uid?: string; groups?: readonly string[]; extra?: Readonly<Record<string, readonly string[]>> };
    dryRun?: boolean;
    namespace?: string;
  };
}

export interface EngineSettings {
  /** The group suffix, `k8s.io` by default (`<group_suffix>` in the specification). */
  groupSuffix: string;
  /** The vendor domain of reserved label and annotation keys, `kubernetes.io` by default. */
  vendorDomain: string;
  /** Feature gates, merged over the v1.34 defaults. */
  featureGates: Readonly<Record<string, boolean>>;
  cluster: ClusterSettings;
}
