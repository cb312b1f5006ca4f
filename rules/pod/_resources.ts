import { type JsonObject, type RuleContext } from '@plumbline/engine';
import {
  containerResourceNameProblems,
  podResourceNameProblems,
  isHugePagesResource,
  isIntegerResource,
  isOvercommitAllowed,
} from '../_shared/resource-names.js';
import { isObject } from '../_shared/helpers.js';
import { containersOf } from './_containers.js';
import { compareExact, type Exact, exactQuantity, isWhole } from './_quantity.js';
import { podSpecOf } from '../_shared/pod-template.js';

/**
 * The resource-name and quantity checks the server applies to a `ResourceRequirements` (container resources, and the
 * pod overhead validated as container limits): `validateResourceRequirements` with `validateContainerResourceName`,
 * `ValidateResourceQuantityValue` and `validateResourceQuantityHugePageValue` (Kubernetes v1.34 core validation and
 * `pkg/apis/core/helper`). Rules walk their own fields and report these findings with their own messages.
 */

const ceilValue = (q: Exact): bigint => {
  const scaled = q.mantissa * 2n ** BigInt(q.binary);
  if (q.decimal >= 0) return scaled * 10n ** BigInt(q.decimal);
  const unit = 10n ** BigInt(-q.decimal);
  const whole = scaled / unit;
  return scaled % unit > 0n ? whole + 1n : whole;
};

/**
 * `IsHugePageResourceValueDivisible`: the page size (the name after `hugepages-`) parses as a positive whole
 * quantity, and the value (rounded up to a whole number, as `Quantity.Value`) is a multiple of it.
 */
export function hugePageValueDivisible(name: string, q: Exact): boolean {
  const page = exactQuantity(name.slice('hugepages-'.length));
  if (!page || page.mantissa <= 0n || !isWhole(page)) return false;
  return ceilValue(q) % ceilValue(page) === 0n;
}

/**
 * One finding of `validateResourceRequirements`; `resource` is the map key, `list` the map the server names. `defaulted`:
 * a Pod's request copied from its limit by defaulting (`SetDefaults_Pod`), so the entry written is the limit.
 */
export type ResourceFinding =
  | { problem: 'name'; list: 'limits' | 'requests'; resource: string; detail: string; defaulted: boolean }
  | { problem: 'nameNotSupported'; list: 'limits' | 'requests'; resource: string; defaulted: boolean }
  | {
      problem: 'negative' | 'notInteger' | 'hugePageValue';
      list: 'limits' | 'requests';
      resource: string;
      raw: unknown;
      defaulted: boolean;
    }
  | { problem: 'requestAboveLimit' | 'requestNotLimit' | 'limitMissing'; list: 'requests'; resource: string; raw: unknown }
  | { problem: 'hugePagesAlone'; resource: string };

/**
 * `validateResourceRequirements` with `validateContainerResourceName` (or, `podLevel`, `validatePodResourceName`) over
 * one pair of maps (the overhead is `limits` alone). `defaultRequests`: a Pod's regular or init container, whose limits
 * fill its missing requests first. `allowIndivisibleHugePages` is the server's option of that name (an update whose old
 * pod spec already had such values). Quantities that do not parse are left to decoding (`schema/invalid-type`).
 */
export function checkResourceRequirements(
  limits: JsonObject,
  requests: JsonObject,
  options: { defaultRequests: boolean; allowIndivisibleHugePages: () => boolean; podLevel?: boolean },
  emit: (finding: ResourceFinding) => void,
): void {
  let cpuOrMemory = false;
  let hugePages: string | undefined;
  const values = (list: 'limits' | 'requests', map: JsonObject, defaulted: boolean, skip?: JsonObject): void => {
    for (const resource in map) {
      if (skip && Object.hasOwn(skip, resource)) continue;
      const raw = map[resource];
      if (options.podLevel) {
        // validatePodResourceName: a pod-level resource (cpu, memory, huge pages) instead of a container one.
        const named = podResourceNameProblems(resource);
        for (const detail of named.details) emit({ problem: 'name', list, resource, detail, defaulted });
        if (named.notSupported) emit({ problem: 'nameNotSupported', list, resource, defaulted });
      } else {
        for (const detail of containerResourceNameProblems(resource)) emit({ problem: 'name', list, resource, detail, defaulted });
      }
      if (resource === 'cpu' || resource === 'memory') cpuOrMemory = true;
      const huge = isHugePagesResource(resource);
      if (huge) hugePages ??= resource;
      const q = exactQuantity(raw);
      if (!q) continue;
      if (q.mantissa < 0n) emit({ problem: 'negative', list, resource, raw, defaulted });
      if (isIntegerResource(resource) && !isWhole(q)) emit({ problem: 'notInteger', list, resource, raw, defaulted });
      if (huge && !hugePageValueDivisible(resource, q) && !options.allowIndivisibleHugePages()) {
        emit({ problem: 'hugePageValue', list, resource, raw, defaulted });
      }
    }
  };
  values('limits', limits, false);
  values('requests', requests, false);
  // A Pod's limits without a request become requests before validation: the server reports those entries twice.
  if (options.defaultRequests) values('requests', limits, true, requests);
  for (const resource in requests) {
    const request = exactQuantity(requests[resource]);
    if (!request) continue;
    const raw = requests[resource];
    if (!Object.hasOwn(limits, resource)) {
      if (!isOvercommitAllowed(resource)) emit({ problem: 'limitMissing', list: 'requests', resource, raw });
      continue;
    }
    const limit = exactQuantity(limits[resource]);
    if (!limit) continue;
    const order = compareExact(request, limit);
    if (order !== 0 && !isOvercommitAllowed(resource)) emit({ problem: 'requestNotLimit', list: 'requests', resource, raw });
    else if (order > 0) emit({ problem: 'requestAboveLimit', list: 'requests', resource, raw });
  }
  if (hugePages !== undefined && !cpuOrMemory) emit({ problem: 'hugePagesAlone', resource: hugePages });
}

const indivisibleIn = (map: unknown): boolean => {
  if (!isObject(map)) return false;
  for (const name in map) {
    if (!isHugePagesResource(name)) continue;
    const q = exactQuantity(map[name]);
    if (q && !hugePageValueDivisible(name, q)) return true;
  }
  return false;
};

/**
 * `usesIndivisibleHugePagesValues` of the old object's pod spec (`GetValidationOptionsFromPodSpecAndMeta`): on an
 * update, values that are not a multiple of their page size stay allowed when the stored spec already had one.
 */
function oldSpecHasIndivisibleHugePages(oldObject: JsonObject | undefined, kind: string): boolean {
  if (!oldObject) return false;
  for (const pod of podSpecOf(oldObject, kind)) {
    if (indivisibleIn(pod.spec.overhead)) return true;
    for (const c of containersOf(pod)) {
      const resources = c.container.resources;
      if (isObject(resources) && (indivisibleIn(resources.limits) || indivisibleIn(resources.requests))) return true;
    }
  }
  return false;
}

/** The server's `AllowIndivisibleHugePagesValues` for this check, computed once and only when a value needs it. */
export function indivisibleHugePagesAllowed(ctx: RuleContext): () => boolean {
  let allowed: boolean | undefined;
  return () => (allowed ??= oldSpecHasIndivisibleHugePages(ctx.oldObject, ctx.definition.kind));
}
