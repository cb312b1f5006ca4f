import { createRule, type JsonObject, type PathSegment } from '@plumbline/engine';
import { isObject } from '../_shared/helpers.js';
import { POD_KINDS, podSpecOf, podSpecs, type PodSpecAt } from '../_shared/pod-template.js';
import { containersOf, POD_SPEC_REFS } from './_containers.js';
import { problemMessages, podMetadataOf, problems, type Problems } from './_problems.js';
import { localPathProblems } from './_security.js';

const SECCOMP_POD = 'seccomp.security.alpha.kubernetes.io/pod';
const SECCOMP_CONTAINER = 'container.seccomp.security.alpha.kubernetes.io/';
const APPARMOR_CONTAINER = 'container.apparmor.security.beta.kubernetes.io/';
const DELETION_COST = 'controller.kubernetes.io/pod-deletion-cost';
const LOCALHOST = 'localhost/';

/** `ValidateSeccompProfile`: the values a seccomp annotation may take. */
function seccompAnnotationProblems(value: string): string[] {
  if (value === 'runtime/default' || value === 'docker/default' || value === 'unconfined') return [];
  if (value.startsWith(LOCALHOST)) return localPathProblems(value.slice(LOCALHOST.length));
  return ['must be runtime/default, docker/default, unconfined or localhost/<relative path>'];
}

/** `ValidateAppArmorProfileFormat`. */
function appArmorAnnotationValid(value: string): boolean {
  return value === '' || value === 'runtime/default' || value === 'unconfined' || value.startsWith(LOCALHOST);
}

/** `GetDeletionCostFromPodAnnotations`: a 32-bit integer without a plus sign or leading zeros. */
function deletionCostValid(value: string): boolean {
  if (!/^(0|-?[1-9][0-9]*)$/.test(value)) return false;
  const n = Number(value);
  return n >= -2147483648 && n <= 2147483647;
}

export default createRule({
  id: 'pod/security-annotation-invalid',
  meta: {
    kinds: [...POD_KINDS],
    type: 'cross-field',
    severity: 'error',
    messages: problemMessages('invalid', 'forbidden'),
    docs: {
      description: 'Enforce valid seccomp, AppArmor and deletion-cost pod annotations that agree with the security context fields',
      spec: POD_SPEC_REFS,
      details:
        'On the annotations of a Pod and of every pod template, as `ValidatePodSpecificAnnotations` does (Kubernetes v1.34): ' +
        '`seccomp.security.alpha.kubernetes.io/pod` and `container.seccomp.security.alpha.kubernetes.io/<name>` are ' +
        'runtime/default, docker/default, unconfined or localhost/<relative path without `..`> (`ValidateSeccompProfile`); ' +
        '`container.apparmor.security.beta.kubernetes.io/<name>` names a container of the pod and is empty, runtime/default, ' +
        'unconfined or localhost/… (`ValidateAppArmorPodAnnotations`); `controller.kubernetes.io/pod-deletion-cost` is a ' +
        '32-bit integer (the `PodDeletionCost` gate is on). When an annotation and the matching `seccompProfile` or ' +
        '`appArmorProfile` field are both set they must agree (`validateSeccompAnnotationsAndFields`, ' +
        '`validateAppArmorAnnotationsAndFieldsMatchOnCreate`; a Pod on create, every template always). For a Pod, the ' +
        "server first copies a container's AppArmor annotation into the container's empty field, so only the container's " +
        "own field is compared; a template's container inherits the pod's profile. Windows pods skip the AppArmor comparison. " +
        "A StatefulSet's template annotations get the value checks only: the server validates them, but not the template's pod spec.",
    },
  },
  check(ctx) {
    const p = problems(ctx);
    const kind = ctx.definition.kind;
    const meta = podMetadataOf(ctx.object, kind);
    if (!meta || !isObject(meta.metadata.annotations)) return;
    const annotations = meta.metadata.annotations;
    const annotationsPath = [...meta.serverPath, 'annotations'];
    const shownAt = [...meta.path, 'annotations'];
    // A StatefulSet's template annotations are checked (ValidatePodTemplateSpecForStatefulSet), its pod spec is not.
    const specs = kind === 'StatefulSet' ? podSpecOf(ctx.object, kind) : podSpecs(ctx);
    for (const pod of specs) {
      checkValues(p, pod, annotations, annotationsPath, shownAt);
      if (kind === 'StatefulSet') continue;
      // ValidatePodCreate compares on create only; ValidatePodTemplateSpec on every write.
      if (kind === 'Pod' && ctx.operation !== 'CREATE') continue;
      checkSeccompMatch(p, pod, annotations);
      checkAppArmorMatch(p, pod, annotations, kind === 'Pod');
    }
  },
});

function checkValues(p: Problems, pod: PodSpecAt, annotations: JsonObject, path: PathSegment[], shownAt: PathSegment[]): void {
  const names = new Set(containersOf(pod).map((c) => c.container.name));
  for (const [key, value] of Object.entries(annotations)) {
    if (typeof value !== 'string') continue;
    if (key === SECCOMP_POD || key.startsWith(SECCOMP_CONTAINER)) {
      for (const d of seccompAnnotationProblems(value)) p.invalid([...path, key], value, d, [...shownAt, { key }]);
    }
    if (key.startsWith(APPARMOR_CONTAINER)) {
      const container = key.slice(APPARMOR_CONTAINER.length);
      if (!names.has(container)) p.invalid([...path, { key }], container, 'no container of the pod has this name', [...shownAt, { key }]);
      if (!appArmorAnnotationValid(value)) {
        p.invalid([...path, { key }], value, 'an AppArmor profile is runtime/default, unconfined or localhost/<profile>', [
          ...shownAt,
          { key },
        ]);
      }
    }
    if (key === DELETION_COST && !deletionCostValid(value))
      p.invalid([...path, { key }], value, 'must be a 32-bit integer', [...shownAt, { key }]);
  }
}

function seccompMatches(annotation: string, profile: JsonObject): { field: 'type' | 'localhostProfile' } | undefined {
  switch (profile.type) {
    case 'Unconfined':
      return annotation === 'unconfined' ? undefined : { field: 'type' };
    case 'RuntimeDefault':
      return annotation === 'runtime/default' || annotation === 'docker/default' ? undefined : { field: 'type' };
    case 'Localhost':
      if (!annotation.startsWith(LOCALHOST)) return { field: 'type' };
      return annotation.slice(LOCALHOST.length) === profile.localhostProfile ? undefined : { field: 'localhostProfile' };
    default:
      return undefined;
  }
}

function checkSeccompMatch(p: Problems, pod: PodSpecAt, annotations: JsonObject): void {
  const compare = (annotation: unknown, profile: unknown, path: PathSegment[]): void => {
    if (typeof annotation !== 'string' || !isObject(profile)) return;
    const mismatch = seccompMatches(annotation, profile);
    if (mismatch) {
      const what = mismatch.field === 'type' ? 'type' : 'profile';
      p.forbidden(
        [...path, mismatch.field],
        `does not match the seccomp annotation "${annotation}"; the seccomp ${what} in annotation and field must match`,
      );
    }
  };
  const podContext = pod.spec.securityContext;
  if (isObject(podContext))
    compare(annotations[SECCOMP_POD], podContext.seccompProfile, [...pod.path, 'securityContext', 'seccompProfile']);
  for (const c of containersOf(pod)) {
    const sc = c.container.securityContext;
    if (!isObject(sc) || typeof c.container.name !== 'string') continue;
    compare(annotations[SECCOMP_CONTAINER + c.container.name], sc.seccompProfile, [...c.path, 'securityContext', 'seccompProfile']);
  }
}

function checkAppArmorMatch(p: Problems, pod: PodSpecAt, annotations: JsonObject, isPod: boolean): void {
  if (isObject(pod.spec.os) && pod.spec.os.name === 'windows') return;
  const podProfile = isObject(pod.spec.securityContext) ? pod.spec.securityContext.appArmorProfile : undefined;
  for (const c of containersOf(pod)) {
    if (typeof c.container.name !== 'string') continue;
    const annotation = annotations[APPARMOR_CONTAINER + c.container.name];
    if (typeof annotation !== 'string') continue;
    const own = isObject(c.container.securityContext) ? c.container.securityContext.appArmorProfile : undefined;
    const profile = isObject(own) ? own : isPod ? undefined : podProfile;
    if (!isObject(profile)) continue;
    const path = [...c.path, 'securityContext', 'appArmorProfile'];
    const detail = `does not match the AppArmor annotation "${annotation}"; the AppArmor profile in annotation and field must match`;
    switch (profile.type) {
      case 'Unconfined':
        if (annotation !== 'unconfined') p.forbidden([...path, 'type'], detail);
        break;
      case 'RuntimeDefault':
        if (annotation !== 'runtime/default') p.forbidden([...path, 'type'], detail);
        break;
      case 'Localhost':
        if (!annotation.startsWith(LOCALHOST)) p.forbidden([...path, 'type'], detail);
        else if (annotation.slice(LOCALHOST.length) !== profile.localhostProfile) p.forbidden([...path, 'localhostProfile'], detail);
        break;
    }
  }
}
