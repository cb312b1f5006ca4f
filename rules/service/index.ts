import type { KindModule } from '../_shared/kind-module.js';
import { serviceKind } from './kind.js';
import appProtocolInvalid from './app-protocol-invalid.js';
import clusterIpFamilyMismatch from './cluster-ip-family-mismatch.js';
import clusterIpInvalid from './cluster-ip-invalid.js';
import clusterIpOnExternalName from './cluster-ip-on-external-name.js';
import clusterIpOutsideRange from './cluster-ip-outside-range.js';
import clusterIpsImmutable from './cluster-ips-immutable.js';
import clusterIpsMismatch from './cluster-ips-mismatch.js';
import clusterIpsSameFamily from './cluster-ips-same-family.js';
import clusterIpsTooMany from './cluster-ips-too-many.js';
import externalIpInvalid from './external-ip-invalid.js';
import externalIpsIgnored from './external-ips-ignored.js';
import externalNameIgnored from './external-name-ignored.js';
import externalNameInvalid from './external-name-invalid.js';
import externalTrafficPolicyInvalid from './external-traffic-policy-invalid.js';
import headlessSessionAffinity from './headless-session-affinity.js';
import headlessWithNodePorts from './headless-with-node-ports.js';
import healthCheckNodePortImmutable from './health-check-node-port-immutable.js';
import healthCheckNodePortInvalid from './health-check-node-port-invalid.js';
import internalTrafficPolicyUnsupported from './internal-traffic-policy-unsupported.js';
import ipFamiliesImmutable from './ip-families-immutable.js';
import ipFamilyFieldsOnExternalName from './ip-family-fields-on-external-name.js';
import ipFamilyInvalid from './ip-family-invalid.js';
import ipFamilyPolicyUnsupported from './ip-family-policy-unsupported.js';
import ipFamilyUnavailable from './ip-family-unavailable.js';
import ipNotCanonical from './ip-not-canonical.js';
import loadBalancerClassImmutable from './load-balancer-class-immutable.js';
import loadBalancerClassInvalid from './load-balancer-class-invalid.js';
import loadBalancerFieldOnOtherType from './load-balancer-field-on-other-type.js';
import loadBalancerIpDeprecated from './load-balancer-ip-deprecated.js';
import nodePortDuplicate from './node-port-duplicate.js';
import nodePortForbidden from './node-port-forbidden.js';
import nodePortInvalid from './node-port-invalid.js';
import nodePortOnExternalName from './node-port-on-external-name.js';
import nodePortOutsideRange from './node-port-outside-range.js';
import portDuplicate from './port-duplicate.js';
import portNameDuplicate from './port-name-duplicate.js';
import portNameInvalid from './port-name-invalid.js';
import portNameMissing from './port-name-missing.js';
import portNumberInvalid from './port-number-invalid.js';
import portProtocolUnsupported from './port-protocol-unsupported.js';
import portsMissing from './ports-missing.js';
import selectorIgnored from './selector-ignored.js';
import selectorInvalid from './selector-invalid.js';
import sessionAffinityConfigIgnored from './session-affinity-config-ignored.js';
import sessionAffinityConfigInvalid from './session-affinity-config-invalid.js';
import sessionAffinityUnsupported from './session-affinity-unsupported.js';
import singleStackWithTwoFamilies from './single-stack-with-two-families.js';
import sourceRangeInvalid from './source-range-invalid.js';
import statusConditionInvalid from './status-condition-invalid.js';
import statusIngressHostnameInvalid from './status-ingress-hostname-invalid.js';
import statusIngressIpInvalid from './status-ingress-ip-invalid.js';
import statusIngressIpModeInvalid from './status-ingress-ip-mode-invalid.js';
import statusIngressOnOtherType from './status-ingress-on-other-type.js';
import statusPortInvalid from './status-port-invalid.js';
import targetPortInvalid from './target-port-invalid.js';
import topologyAnnotationsConflict from './topology-annotations-conflict.js';
import topologyHintsAnnotationDeprecated from './topology-hints-annotation-deprecated.js';
import trafficDistributionNotInSpec from './traffic-distribution-not-in-spec.js';
import trafficDistributionUnsupported from './traffic-distribution-unsupported.js';
import typeChangeEffects from './type-change-effects.js';
import typeUnsupported from './type-unsupported.js';

export const kindModule: KindModule = {
  kinds: [serviceKind],
  rules: [
    appProtocolInvalid,
    clusterIpFamilyMismatch,
    clusterIpInvalid,
    clusterIpOnExternalName,
    clusterIpOutsideRange,
    clusterIpsImmutable,
    clusterIpsMismatch,
    clusterIpsSameFamily,
    clusterIpsTooMany,
    externalIpInvalid,
    externalIpsIgnored,
    externalNameIgnored,
    externalNameInvalid,
    externalTrafficPolicyInvalid,
    headlessSessionAffinity,
    headlessWithNodePorts,
    healthCheckNodePortImmutable,
    healthCheckNodePortInvalid,
    internalTrafficPolicyUnsupported,
    ipFamiliesImmutable,
    ipFamilyFieldsOnExternalName,
    ipFamilyInvalid,
    ipFamilyPolicyUnsupported,
    ipFamilyUnavailable,
    ipNotCanonical,
    loadBalancerClassImmutable,
    loadBalancerClassInvalid,
    loadBalancerFieldOnOtherType,
    loadBalancerIpDeprecated,
    nodePortDuplicate,
    nodePortForbidden,
    nodePortInvalid,
    nodePortOnExternalName,
    nodePortOutsideRange,
    portDuplicate,
    portNameDuplicate,
    portNameInvalid,
    portNameMissing,
    portNumberInvalid,
    portProtocolUnsupported,
    portsMissing,
    selectorIgnored,
    selectorInvalid,
    sessionAffinityConfigIgnored,
    sessionAffinityConfigInvalid,
    sessionAffinityUnsupported,
    singleStackWithTwoFamilies,
    sourceRangeInvalid,
    statusConditionInvalid,
    statusIngressHostnameInvalid,
    statusIngressIpInvalid,
    statusIngressIpModeInvalid,
    statusIngressOnOtherType,
    statusPortInvalid,
    targetPortInvalid,
    topologyAnnotationsConflict,
    topologyHintsAnnotationDeprecated,
    trafficDistributionNotInSpec,
    trafficDistributionUnsupported,
    typeChangeEffects,
    typeUnsupported,
  ],
};
