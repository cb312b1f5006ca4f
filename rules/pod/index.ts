import type { KindModule } from '../_shared/kind-module.js';
import affinityInvalid from './affinity-invalid.js';
import containerEnvInvalid from './container-env-invalid.js';
import containerImageMissing from './container-image-missing.js';
import containerNameInvalid from './container-name-invalid.js';
import containerPortInvalid from './container-port-invalid.js';
import containerPortNameInvalid from './container-port-name-invalid.js';
import containerProbeInvalid from './container-probe-invalid.js';
import containerPortProtocolUnsupported from './container-port-protocol-unsupported.js';
import containerResourcesInvalid from './container-resources-invalid.js';
import containersMissing from './containers-missing.js';
import cronjobSpecInvalid from './cronjob-spec-invalid.js';
import daemonsetUpdateStrategyInvalid from './daemonset-update-strategy-invalid.js';
import deploymentStrategyInvalid from './deployment-strategy-invalid.js';
import hostNetworkPortMismatch from './host-network-port-mismatch.js';
import hostPortDuplicate from './host-port-duplicate.js';
import jobCountsNegative from './job-counts-negative.js';
import statefulsetServiceMissing from './statefulset-service-missing.js';
import serviceSelectorUnmatched from './service-selector-unmatched.js';
import disruptionBudgetSelectorUnmatched from './disruption-budget-selector-unmatched.js';
import configReferenceMissing from './config-reference-missing.js';
import autoscalerTargetMissing from './autoscaler-target-missing.js';
import jobSuccessPolicyInvalid from './job-success-policy-invalid.js';
import jobSelectorNotGenerated from './job-selector-not-generated.js';
import jobPodReplacementPolicyUnsupported from './job-pod-replacement-policy-unsupported.js';
import jobPodFailurePolicyInvalid from './job-pod-failure-policy-invalid.js';
import jobManagedByInvalid from './job-managed-by-invalid.js';
import jobCompletionModeInvalid from './job-completion-mode-invalid.js';
import statefulsetUpdateForbidden from './statefulset-update-forbidden.js';
import selectorImmutable from './selector-immutable.js';
import podUpdateForbidden from './pod-update-forbidden.js';
import jobUpdateForbidden from './job-update-forbidden.js';
import osFieldsInvalid from './os-fields-invalid.js';
import securityAnnotationInvalid from './security-annotation-invalid.js';
import securityContextInvalid from './security-context-invalid.js';
import sysctlInvalid from './sysctl-invalid.js';
import tolerationInvalid from './toleration-invalid.js';
import topologySpreadInvalid from './topology-spread-invalid.js';
import dnsConfigInvalid from './dns-config-invalid.js';
import specFieldInvalid from './spec-field-invalid.js';
import containerLifecycleInvalid from './container-lifecycle-invalid.js';
import ephemeralContainerInvalid from './ephemeral-container-invalid.js';
import containerPolicyInvalid from './container-policy-invalid.js';
import replicasNegative from './replicas-negative.js';
import overheadInvalid from './overhead-invalid.js';
import podResourcesInvalid from './pod-resources-invalid.js';
import resourceClaimsInvalid from './resource-claims-invalid.js';
import containerEnvSourceInvalid from './container-env-source-invalid.js';
import cronjobNameTooLong from './cronjob-name-too-long.js';
import controllerSelectorInvalid from './controller-selector-invalid.js';
import templateMetadataInvalid from './template-metadata-invalid.js';
import replicationControllerSpecInvalid from './replication-controller-spec-invalid.js';
import restartPolicyNotAllowed from './restart-policy-not-allowed.js';
import rolloutSettingsInvalid from './rollout-settings-invalid.js';
import selectorMismatch from './selector-mismatch.js';
import statefulsetSpecInvalid from './statefulset-spec-invalid.js';

/**
 * Pod specs as `ValidatePodSpec` and the workload validations see them, wherever a pod spec
 * appears. The kinds themselves are defined by `rules/volume` (see `podKinds`); this module
 * adds rules only.
 */
export const kindModule: KindModule = {
  kinds: [],
  rules: [
    affinityInvalid,
    containerEnvInvalid,
    containerImageMissing,
    containerNameInvalid,
    containerPortInvalid,
    containerPortNameInvalid,
    containerPortProtocolUnsupported,
    containerProbeInvalid,
    containerResourcesInvalid,
    containersMissing,
    cronjobSpecInvalid,
    daemonsetUpdateStrategyInvalid,
    deploymentStrategyInvalid,
    hostNetworkPortMismatch,
    hostPortDuplicate,
    jobCountsNegative,
    statefulsetServiceMissing,
    serviceSelectorUnmatched,
    disruptionBudgetSelectorUnmatched,
    configReferenceMissing,
    autoscalerTargetMissing,
    jobSuccessPolicyInvalid,
    jobSelectorNotGenerated,
    jobPodReplacementPolicyUnsupported,
    jobPodFailurePolicyInvalid,
    jobManagedByInvalid,
    jobCompletionModeInvalid,
    statefulsetUpdateForbidden,
    selectorImmutable,
    podUpdateForbidden,
    jobUpdateForbidden,
    replicasNegative,
    overheadInvalid,
    podResourcesInvalid,
    resourceClaimsInvalid,
    containerEnvSourceInvalid,
    cronjobNameTooLong,
    controllerSelectorInvalid,
    templateMetadataInvalid,
    replicationControllerSpecInvalid,
    restartPolicyNotAllowed,
    rolloutSettingsInvalid,
    selectorMismatch,
    statefulsetSpecInvalid,
    containerPolicyInvalid,
    containerLifecycleInvalid,
    ephemeralContainerInvalid,
    dnsConfigInvalid,
    specFieldInvalid,
    tolerationInvalid,
    topologySpreadInvalid,
    osFieldsInvalid,
    securityAnnotationInvalid,
    securityContextInvalid,
    sysctlInvalid,
  ],
};
