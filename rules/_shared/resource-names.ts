import { qualifiedName } from '@plumbline/engine';

/**
 * Resource names as the core helpers of Kubernetes v1.34 judge them (`pkg/apis/core/helper`: `IsNativeResource`,
 * `IsExtendedResourceName`, `IsStandardResourceName`, `IsIntegerResourceName`) and `validateContainerResourceName` of
 * core validation. Shared by the pod rules (container resources, overhead) and the node capacity rule.
 */

/** `IsNativeResource`: no domain, or a name containing `kubernetes.io/`. */
export const isNativeResource = (name: string): boolean => !name.includes('/') || name.includes('kubernetes.io/');
/** `IsHugePageResourceName`. */
export const isHugePagesResource = (name: string): boolean => name.startsWith('hugepages-');
/** `IsOvercommitAllowed`: a request may be below its limit. */
export const isOvercommitAllowed = (name: string): boolean => isNativeResource(name) && !isHugePagesResource(name);

/** `IsExtendedResourceName`: a non-native name, not `requests.`-prefixed, that is still a qualified name with `requests.` in front. */
export function isExtendedResourceName(name: string): boolean {
  if (isNativeResource(name) || name.startsWith('requests.')) return false;
  return qualifiedName(`requests.${name}`).length === 0;
}

/** `standardResources` of the core helper (quota names included), without the huge-page prefixes checked apart. */
const STANDARD_RESOURCES = new Set([
  'cpu',
  'memory',
  'ephemeral-storage',
  'requests.cpu',
  'requests.memory',
  'requests.ephemeral-storage',
  'limits.cpu',
  'limits.memory',
  'limits.ephemeral-storage',
  'pods',
  'resourcequotas',
  'services',
  'replicationcontrollers',
  'secrets',
  'configmaps',
  'persistentvolumeclaims',
  'storage',
  'requests.storage',
  'services.nodeports',
  'services.loadbalancers',
]);
/** `integerResources`: the object counts of quota. */
const INTEGER_RESOURCES = new Set([
  'pods',
  'resourcequotas',
  'services',
  'replicationcontrollers',
  'secrets',
  'configmaps',
  'persistentvolumeclaims',
  'services.nodeports',
  'services.loadbalancers',
]);

/** `IsStandardResourceName`: a standard name or a (quota) huge-page name. */
const isStandardResource = (name: string): boolean =>
  STANDARD_RESOURCES.has(name) || name.startsWith('hugepages-') || name.startsWith('requests.hugepages-');
/** `IsStandardContainerResourceName`. */
const isStandardContainerResource = (name: string): boolean =>
  name === 'cpu' || name === 'memory' || name === 'ephemeral-storage' || isHugePagesResource(name);
/** `IsIntegerResourceName`: quota object counts and extended resources are whole numbers. */
export const isIntegerResource = (name: string): boolean => INTEGER_RESOURCES.has(name) || isExtendedResourceName(name);

/** `validateResourceName`: a qualified name, and without a domain a standard resource. */
function resourceNameProblems(name: string): string[] {
  const out = [...qualifiedName(name)];
  if (out.length === 0 && !name.includes('/') && !isStandardResource(name)) out.push('must be a standard resource type or fully qualified');
  return out;
}

/** `SupportedPodLevelResources`, as the server lists them in its NotSupported error. */
export const POD_LEVEL_RESOURCES = ['cpu', 'hugepages-', 'memory'] as const;
/** `IsSupportedPodLevelResource`: cpu, memory and huge pages. */
export const isPodLevelResource = (name: string): boolean => name === 'cpu' || name === 'memory' || isHugePagesResource(name);

/**
 * `validatePodResourceName`: the `validateResourceName` details, or, when there are none and the name is not a
 * pod-level resource, `notSupported` (the server's NotSupported error listing `POD_LEVEL_RESOURCES`).
 */
export function podResourceNameProblems(name: string): { details: string[]; notSupported: boolean } {
  if (name === 'cpu' || name === 'memory') return { details: NONE, notSupported: false };
  const details = resourceNameProblems(name);
  return { details, notSupported: details.length === 0 && !isPodLevelResource(name) };
}

/** `validateContainerResourceName`: the server's details, in its order (a name may get two). */
export function containerResourceNameProblems(name: string): string[] {
  // The names nearly every manifest uses: nothing to check, and no allocation.
  if (name === 'cpu' || name === 'memory' || name === 'ephemeral-storage') return NONE;
  const out = resourceNameProblems(name);
  const domain = name.includes('/');
  if (!domain) {
    if (!isStandardContainerResource(name)) out.push('must be a standard resource for containers');
  } else if (!isNativeResource(name) && !isExtendedResourceName(name)) {
    out.push("doesn't follow extended resource name standard");
  }
  return out;
}
const NONE: string[] = [];
