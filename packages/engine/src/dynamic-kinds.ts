import type { KindDefinition } from './registry.js';
import type { ReportDescriptor, RuleContext } from './rule.js';

/**
 * Kinds known only at run time: the custom resources of the CustomResourceDefinitions a
 * run is given. The engine knows nothing of CRDs; a provider (built by the ruleset from
 * CRD objects) answers for the groups the registry does not serve, and the engine validates
 * an object of such a kind as it does a built-in one (decode of apiVersion, kind and
 * metadata, the provider's defaults, the `*` rules), then lets the kind check itself.
 */
export interface DynamicKinds {
  /**
   * `found`: the kind is served at this version. `refused`: the server would refuse the object
   * (a version its CRD does not serve); the engine reports the finding and the resource is
   * invalid. `not-found`: the provider does not define the kind, with an optional finding (the
   * group is known from another CRD); the resource stays "not checked". `undefined`: nothing is
   * known of the group.
   */
  resolve(group: string, version: string, kind: string): DynamicResolution | undefined;
  /**
   * Identifies the definitions behind the provider. The editor's document cache keys its
   * results on the options serialised as JSON; a provider serialises as its fingerprint, so a
   * change of the definitions empties the cache.
   */
  toJSON(): string;
}

export type DynamicResolution =
  | { status: 'found'; kind: DynamicKind }
  | { status: 'refused'; ruleId: string; descriptor: ReportDescriptor }
  | { status: 'not-found'; ruleId: string; descriptor: ReportDescriptor };

/** Reports a finding of a registered rule (the dynamic kind names its own rule ids). */
export type DynamicReport = (ruleId: string, descriptor: ReportDescriptor) => void;

export interface DynamicKind {
  /**
   * The kind as the engine runs it: decode schema (an open one: the kind checks its own
   * fields), defaults (the structural defaulting and pruning of the CRD), the status
   * subresource. The engine runs the `*` rules (object metadata) over it, and no rule of a
   * built-in kind that happens to share its name.
   */
  definition: KindDefinition;
  /** Validates the prepared object (`context.object`) as the server validates it against its CRD version. */
  check(context: RuleContext, report: DynamicReport): void;
}
