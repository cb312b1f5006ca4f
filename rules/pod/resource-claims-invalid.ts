import { createRule, dns1123Label, dns1123Subdomain, type PathSegment } from '@plumbline/engine';
import { arr, isObject } from '../_shared/helpers.js';
import { podSpecs, VALIDATED_POD_KINDS } from '../_shared/pod-template.js';
import { CONTAINER_LISTS, containersOf, POD_SPEC_REFS } from './_containers.js';
import { problemMessages, problems, type Problems } from './_problems.js';

/** `validatePodResourceClaim` for each `spec.resourceClaims` entry; returns the names `gatherPodResourceClaimNames` keeps. */
function checkPodClaims(p: Problems, claims: unknown[], base: PathSegment[]): string[] {
  const names: string[] = [];
  claims.forEach((claim, i) => {
    if (!isObject(claim)) return;
    const at: PathSegment[] = [...base, i];
    const name = typeof claim.name === 'string' ? claim.name : '';
    if (name === '') p.required([...at, 'name'], 'the name containers refer to the claim by');
    else if (names.includes(name)) p.duplicate([...at, 'name'], name, 'claim names are unique in a pod');
    else for (const d of dns1123Label(name)) p.invalid([...at, 'name'], name, d);
    if (name !== '' && !names.includes(name)) names.push(name);
    const claimName = claim.resourceClaimName;
    const templateName = claim.resourceClaimTemplateName;
    const hasClaim = claimName !== undefined && claimName !== null;
    const hasTemplate = templateName !== undefined && templateName !== null;
    if (hasClaim && hasTemplate) p.invalid(at, claim, 'at most one of `resourceClaimName` or `resourceClaimTemplateName` may be specified');
    if (!hasClaim && !hasTemplate) p.invalid(at, claim, 'must specify one of: `resourceClaimName`, `resourceClaimTemplateName`');
    if (typeof claimName === 'string') for (const d of dns1123Subdomain(claimName)) p.invalid([...at, 'resourceClaimName'], claimName, d);
    if (typeof templateName === 'string') {
      for (const d of dns1123Subdomain(templateName)) p.invalid([...at, 'resourceClaimTemplateName'], templateName, d);
    }
  });
  return names;
}

/** `validateResourceClaimNames`: a `resources.claims` list against the pod's claim names. */
function checkClaimRefs(p: Problems, refs: unknown[], base: PathSegment[], podNames: readonly string[]): void {
  const seen = new Set<string>();
  refs.forEach((ref, i) => {
    if (!isObject(ref)) return;
    const at: PathSegment[] = [...base, i];
    const name = typeof ref.name === 'string' ? ref.name : '';
    if (name === '') return p.required(at, 'the name of one of the pod’s resourceClaims');
    if (seen.has(name)) {
      // Every request of that claim is referenced already.
      p.duplicate(at, name, 'the claim is already referenced as a whole');
    } else {
      const request = typeof ref.request === 'string' ? ref.request : '';
      if (request !== '') for (const d of dns1123Label(request)) p.invalid([...at, 'request'], request, d);
      const entry = request === '' ? name : `${name}/${request}`;
      if (seen.has(entry)) p.duplicate(at, entry, 'the same claim and request are referenced twice');
      else if (request === '') {
        // A whole claim after some of its requests overlaps each of them.
        for (const k of seen) if (k.startsWith(`${name}/`)) p.duplicate(at, name, `the claim overlaps the reference to ${k}`);
      }
      seen.add(entry);
    }
    if (!podNames.includes(name)) {
      const listed = podNames.length === 0 ? ' which is empty' : `: ${[...podNames].sort().join(', ')}`;
      p.notFound(at, name, `must be one of the names in pod.spec.resourceClaims${listed}`);
    }
  });
}

const hasClaimRefs = (c: unknown): boolean =>
  isObject(c) && isObject(c.resources) && Array.isArray(c.resources.claims) && c.resources.claims.length > 0;

export default createRule({
  id: 'pod/resource-claims-invalid',
  meta: {
    kinds: [...VALIDATED_POD_KINDS],
    type: 'cross-field',
    severity: 'error',
    messages: problemMessages('invalid', 'required', 'duplicate', 'notFound'),
    docs: {
      description: "Enforce valid pod resource claims and containers' references to them",
      spec: POD_SPEC_REFS,
      details:
        'As the server does (Kubernetes v1.34, dynamic resource allocation on by default): each `spec.resourceClaims` entry ' +
        '(`validatePodResourceClaims` → `validatePodResourceClaim`) has a unique DNS-label `name` and exactly one of ' +
        '`resourceClaimName` and `resourceClaimTemplateName`, each a DNS subdomain; each `resources.claims` entry of a ' +
        'container, init container, ephemeral container or of the pod-level `spec.resources` (`validateResourceClaimNames`) ' +
        'names one of those claims (NotFound otherwise), may pick a `request` (a DNS label), and does not reference the same ' +
        'claim or claim/request twice (a whole claim after one of its requests is a duplicate too). The pod-level list is ' +
        'Forbidden as a whole (`pod/pod-resources-invalid`), and not checked further for a Windows pod, as the server does. ' +
        'Not checked: the static-pod (mirror) case.',
    },
  },
  check(ctx) {
    for (const pod of podSpecs(ctx)) {
      const claims = arr(pod.spec.resourceClaims);
      const resources = isObject(pod.spec.resources) ? pod.spec.resources : undefined;
      const windows = isObject(pod.spec.os) && pod.spec.os.name === 'windows';
      const podLevelRefs = resources && !windows ? arr(resources.claims) : [];
      // Most pods have neither claims nor references: look without building the container list.
      if (claims.length === 0 && podLevelRefs.length === 0 && !CONTAINER_LISTS.some((list) => arr(pod.spec[list]).some(hasClaimRefs)))
        continue;
      const p = problems(ctx);
      const names = checkPodClaims(p, claims, [...pod.path, 'resourceClaims']);
      for (const c of containersOf(pod)) {
        const refs = isObject(c.container.resources) ? arr(c.container.resources.claims) : [];
        if (refs.length > 0) checkClaimRefs(p, refs, [...c.path, 'resources', 'claims'], names);
      }
      if (podLevelRefs.length > 0) checkClaimRefs(p, podLevelRefs, [...pod.path, 'resources', 'claims'], names);
    }
  },
});
