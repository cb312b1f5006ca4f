import { createRule, key, type JsonObject, type PathSegment } from '@plumbline/engine';
import { arr, isObject } from '../_shared/helpers.js';
import { podSpecs, VALIDATED_POD_KINDS } from '../_shared/pod-template.js';
import { isHugePagesResource, isPodLevelResource, POD_LEVEL_RESOURCES } from '../_shared/resource-names.js';
import { POD_SPEC_REFS } from './_containers.js';
import { problemMessages, problems } from './_problems.js';
import { addExact, compareExact, type Exact, exactQuantity, exactText } from './_quantity.js';
import { checkResourceRequirements, indivisibleHugePagesAllowed } from './_resources.js';

type Totals = Map<string, Exact>;

function addTo(totals: Totals, map: unknown): void {
  if (!isObject(map)) return;
  for (const name in map) {
    const q = exactQuantity(map[name]);
    if (!q) continue;
    const had = totals.get(name);
    totals.set(name, had ? addExact(had, q) : q);
  }
}

function maxInto(totals: Totals, other: Totals): void {
  for (const [name, q] of other) {
    const had = totals.get(name);
    if (!had || compareExact(q, had) > 0) totals.set(name, q);
  }
}

/**
 * `AggregateContainerRequests` / `AggregateContainerLimits` (component-helpers): the regular containers and the
 * restartable (sidecar) init containers add up; each other init container needs its own amount plus the sidecars
 * started before it; the pod needs the larger of the two.
 */
function aggregate(spec: JsonObject, resourcesOf: (c: JsonObject) => unknown): Totals {
  const totals: Totals = new Map();
  for (const c of arr(spec.containers)) if (isObject(c)) addTo(totals, resourcesOf(c));
  const sidecars: Totals = new Map();
  const inits: Totals = new Map();
  for (const c of arr(spec.initContainers)) {
    if (!isObject(c)) continue;
    const own = resourcesOf(c);
    if (c.restartPolicy === 'Always') {
      addTo(totals, own);
      addTo(sidecars, own);
      maxInto(inits, sidecars);
    } else {
      const during: Totals = new Map(sidecars);
      addTo(during, own);
      maxInto(inits, during);
    }
  }
  maxInto(totals, inits);
  return totals;
}

export default createRule({
  id: 'pod/pod-resources-invalid',
  meta: {
    kinds: [...VALIDATED_POD_KINDS],
    type: 'cross-field',
    severity: 'error',
    reason: 'FieldValueInvalid',
    messages: problemMessages('invalid', 'forbidden', 'notSupported', 'required'),
    docs: {
      description: "Enforce valid pod-level resources (`spec.resources`) and their consistency with the containers'",
      spec: POD_SPEC_REFS,
      details:
        'As the server does with the PodLevelResources feature (beta, on by default in Kubernetes v1.34: `validatePodResources`, ' +
        '`validatePodResourceRequirements`, `validatePodResourceConsistency`): a Windows pod may not set `spec.resources`; ' +
        '`spec.resources.claims` is Forbidden; each name is `cpu`, `memory` or `hugepages-<size>` (others are NotSupported, ' +
        'malformed ones Invalid as for containers); quantities are not negative, huge pages are whole pages (allowed on an ' +
        'update whose stored spec already had such values) and need cpu or memory; a request is at most its limit, huge pages ' +
        'need a limit equal to the request. The requests of all containers together (regular and sidecar containers add up, ' +
        'each other init container counts with the sidecars before it, the larger need wins: `AggregateContainerRequests`) ' +
        'may not exceed a pod-level request, the huge-page limits likewise, and no regular container limit may exceed the ' +
        'pod-level limit (the server reports that at `spec.resources.containers[<i>][<name>].limits`; the editor shows the ' +
        "container's limit). In a Pod (not a template) the server first defaults (`SetDefaults_Pod`): container requests " +
        'from their limits, pod-level huge-page limits from the containers, pod-level cpu and memory requests from the ' +
        "containers' total and then from the pod-level limits; findings on such defaulted entries are shown at " +
        '`spec.resources`. The entries of `spec.resources.claims` are checked by `pod/resource-claims-invalid`.',
    },
  },
  check(ctx) {
    const p = problems(ctx);
    const isPod = ctx.definition.kind === 'Pod';
    const allowIndivisible = indivisibleHugePagesAllowed(ctx);
    for (const pod of podSpecs(ctx)) {
      const resources = pod.spec.resources;
      if (!isObject(resources)) continue;
      const base: PathSegment[] = [...pod.path, 'resources'];
      if (isObject(pod.spec.os) && pod.spec.os.name === 'windows') {
        p.forbidden(base, 'may not be set for a windows pod');
        continue;
      }
      if (resources.claims !== undefined && resources.claims !== null) {
        p.forbidden([...base, 'claims'], 'claims may not be set for Resources at pod-level');
      }
      const limits: JsonObject = isObject(resources.limits) ? { ...resources.limits } : {};
      const requests: JsonObject = isObject(resources.requests) ? { ...resources.requests } : {};
      const defaulted = new Set<string>();
      // A Pod's container requests are defaulted from their limits before the sums are taken.
      const containerRequests = (c: JsonObject): unknown => {
        const r = isObject(c.resources) ? c.resources : {};
        if (!isPod || !isObject(r.limits)) return r.requests;
        return { ...r.limits, ...(isObject(r.requests) ? r.requests : {}) };
      };
      const containerLimits = (c: JsonObject): unknown => (isObject(c.resources) ? c.resources.limits : undefined);
      const aggRequests = aggregate(pod.spec, containerRequests);
      const aggLimits = aggregate(pod.spec, containerLimits);
      if (isPod) {
        // defaultHugePagePodLimits, then defaultPodRequests (SetDefaults_Pod with PodLevelResources).
        if (Object.keys(limits).length + Object.keys(requests).length > 0) {
          for (const [name, q] of aggLimits) {
            if (!isHugePagesResource(name) || Object.hasOwn(requests, name) || Object.hasOwn(limits, name)) continue;
            limits[name] = exactText(q);
            defaulted.add(`limits/${name}`);
          }
        }
        if (Object.keys(limits).length > 0) {
          for (const [name, q] of aggRequests) {
            if ((name !== 'cpu' && name !== 'memory') || Object.hasOwn(requests, name)) continue;
            requests[name] = exactText(q);
            defaulted.add(`requests/${name}`);
          }
          for (const name in limits) {
            if (Object.hasOwn(requests, name) || !isPodLevelResource(name)) continue;
            requests[name] = limits[name];
            defaulted.add(`requests/${name}`);
          }
        }
      }
      const shownAt = (list: 'limits' | 'requests', name: string): PathSegment[] | undefined =>
        defaulted.has(`${list}/${name}`) ? base : undefined;
      const options = { defaultRequests: false, allowIndivisibleHugePages: allowIndivisible, podLevel: true };
      checkResourceRequirements(limits, requests, options, (f) => {
        if (f.problem === 'hugePagesAlone')
          return p.forbidden(base, `sets ${f.resource} without cpu or memory: HugePages require cpu or memory`);
        const entry: PathSegment[] = [...base, f.list, key(f.resource)];
        const at = shownAt(f.list, f.resource);
        const raw = f.list === 'limits' ? limits[f.resource] : requests[f.resource];
        switch (f.problem) {
          case 'name':
            return p.invalid(entry, f.resource, f.detail, at);
          case 'nameNotSupported':
            return p.notSupported(entry, f.resource, POD_LEVEL_RESOURCES, at);
          case 'negative':
            return p.invalid(entry, raw, 'must be greater than or equal to 0', at);
          case 'notInteger':
            return p.invalid(entry, raw, 'must be an integer', at);
          case 'hugePageValue':
            return p.invalid(entry, raw, `${String(raw)} is not positive integer multiple of ${f.resource}`, at);
          case 'limitMissing':
            return p.required([...base, 'limits'], `Limit must be set for non overcommitable resources (${f.resource})`, entry);
          default: {
            // The server reports the comparison at `spec.resources.requests`.
            const limit = String(limits[f.resource]);
            const detail =
              f.problem === 'requestNotLimit'
                ? `must be equal to ${f.resource} limit of ${limit}`
                : `must be less than or equal to ${f.resource} limit of ${limit}`;
            return p.invalid([...base, 'requests'], raw, detail, at ?? entry);
          }
        }
      });
      // validatePodResourceConsistency.
      for (const [name, total] of aggRequests) {
        const podRequest = name in requests ? exactQuantity(requests[name]) : undefined;
        if (!podRequest || compareExact(total, podRequest) <= 0) continue;
        const entry: PathSegment[] = [...base, 'requests', key(name)];
        p.invalid(
          entry,
          requests[name],
          `must be greater than or equal to aggregate container requests of ${exactText(total)}`,
          shownAt('requests', name),
        );
      }
      for (const [name, total] of aggLimits) {
        if (!isHugePagesResource(name)) continue;
        const podLimit = name in limits ? exactQuantity(limits[name]) : undefined;
        if (!podLimit || compareExact(total, podLimit) <= 0) continue;
        const entry: PathSegment[] = [...base, 'limits', key(name)];
        p.invalid(
          entry,
          limits[name],
          `must be greater than or equal to aggregate container limits of ${exactText(total)}`,
          shownAt('limits', name),
        );
      }
      arr(pod.spec.containers).forEach((c, i) => {
        const own = isObject(c) && isObject(c.resources) && isObject(c.resources.limits) ? c.resources.limits : undefined;
        if (!own) return;
        for (const name in own) {
          const podLimit = name in limits ? exactQuantity(limits[name]) : undefined;
          const limit = exactQuantity(own[name]);
          if (!podLimit || !limit || compareExact(limit, podLimit) <= 0) continue;
          // The server's path names the container under spec.resources (`spec.resources.containers[0][cpu].limits`).
          const path: PathSegment[] = [...base, 'containers', i, key(name), 'limits'];
          const shown: PathSegment[] = [...pod.path, 'containers', i, 'resources', 'limits', key(name)];
          p.invalid(path, own[name], `must be less than or equal to pod limits of ${String(limits[name])}`, shown);
        }
      });
    }
  },
});
