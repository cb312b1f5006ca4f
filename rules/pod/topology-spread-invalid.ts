import { createRule, qualifiedName, type JsonObject, type PathSegment } from '@plumbline/engine';
import { arr, isObject } from '../_shared/helpers.js';
import { podSpecOf, podSpecs, VALIDATED_POD_KINDS } from '../_shared/pod-template.js';
import { POD_SPEC_REFS } from './_containers.js';
import { checkLabelSelector, labelledKeys, matchLabelKeyClashes } from './_label-selector.js';
import { podMetadataOf, problemMessages, problems, type Problems } from './_problems.js';

const WHEN_UNSATISFIABLE = ['DoNotSchedule', 'ScheduleAnyway'];
const NODE_POLICIES = ['Honor', 'Ignore'];

export default createRule({
  id: 'pod/topology-spread-invalid',
  meta: {
    kinds: [...VALIDATED_POD_KINDS],
    type: 'field',
    severity: 'error',
    messages: problemMessages('invalid', 'required', 'forbidden', 'notSupported', 'duplicate'),
    docs: {
      description: 'Enforce valid topology spread constraints',
      spec: POD_SPEC_REFS,
      details:
        'As `validateTopologySpreadConstraints` does (Kubernetes v1.34, `MatchLabelKeysInPodTopologySpread` and ' +
        '`MatchLabelKeysInPodTopologySpreadSelectorMerge` on by default): `maxSkew` is greater than 0; `topologyKey` is ' +
        'not empty; `whenUnsatisfiable` is DoNotSchedule or ScheduleAnyway; no two constraints share `topologyKey` and ' +
        '`whenUnsatisfiable` (the server reports the first of the pair at `…{topologyKey, whenUnsatisfiable}`); ' +
        '`minDomains`, when set, is greater than 0 and only with DoNotSchedule; `nodeAffinityPolicy` and ' +
        '`nodeTaintsPolicy` are Honor or Ignore; `matchLabelKeys` are label keys, only with a `labelSelector`, and not a ' +
        'key the selector already names (`ValidateMatchLabelKeysAndMismatchLabelKeys`; for a Pod the server first adds ' +
        "`key In (the pod's value)` to the selector for each key the pod's labels have, and the check sees those too); " +
        'the `labelSelector` is a valid label selector. On update, an invalid selector the stored object already had is allowed.',
    },
  },
  check(ctx) {
    const p = problems(ctx);
    const kind = ctx.definition.kind;
    const storedBadSelector =
      ctx.oldObject !== undefined &&
      podSpecOf(ctx.oldObject, kind).some((old) =>
        arr(old.spec.topologySpreadConstraints).some((c) => isObject(c) && hasSelectorProblem(c.labelSelector)),
      );
    // Only a Pod's own labels are merged into its constraints' selectors, on create (the Pod strategy's PrepareForCreate).
    const meta = kind === 'Pod' && ctx.operation === 'CREATE' ? podMetadataOf(ctx.object, kind) : undefined;
    const podLabels = meta && isObject(meta.metadata.labels) ? meta.metadata.labels : undefined;
    for (const pod of podSpecs(ctx)) {
      const constraints = arr(pod.spec.topologySpreadConstraints);
      constraints.forEach((c, i) => {
        if (!isObject(c)) return;
        const at = [...pod.path, 'topologySpreadConstraints', i];
        checkConstraint(p, c, at, podLabels, storedBadSelector);
        const repeated = constraints
          .slice(i + 1)
          .some((other) => isObject(other) && other.topologyKey === c.topologyKey && other.whenUnsatisfiable === c.whenUnsatisfiable);
        if (repeated) {
          const pair = `{${String(c.topologyKey)}, ${String(c.whenUnsatisfiable)}}`;
          p.duplicate(
            [...at, '{topologyKey, whenUnsatisfiable}'],
            pair,
            'a later constraint has the same topologyKey and whenUnsatisfiable',
            [...at, 'topologyKey'],
          );
        }
      });
    }
  },
});

function hasSelectorProblem(selector: unknown): boolean {
  let any = false;
  const probe: Problems = {
    invalid: () => (any = true),
    required: () => (any = true),
    forbidden: () => (any = true),
    notSupported: () => (any = true),
    duplicate: () => (any = true),
    notFound: () => (any = true),
  };
  const badValue = checkLabelSelector(probe, selector, [], false);
  return any || badValue;
}

function checkConstraint(
  p: Problems,
  c: JsonObject,
  at: PathSegment[],
  podLabels: JsonObject | undefined,
  allowInvalidSelector: boolean,
): void {
  // Absent maxSkew, topologyKey and whenUnsatisfiable are the schema's findings (required fields).
  if (typeof c.maxSkew === 'number' && c.maxSkew <= 0) p.invalid([...at, 'maxSkew'], c.maxSkew, 'must be greater than 0');
  if (c.topologyKey === '') p.required([...at, 'topologyKey'], 'a topology spread constraint needs a topology key');
  const when = c.whenUnsatisfiable;
  if (typeof when === 'string' && !WHEN_UNSATISFIABLE.includes(when))
    p.notSupported([...at, 'whenUnsatisfiable'], when, WHEN_UNSATISFIABLE);
  const minDomains = c.minDomains;
  if (typeof minDomains === 'number') {
    if (minDomains <= 0) p.invalid([...at, 'minDomains'], minDomains, 'must be greater than 0');
    if (when !== 'DoNotSchedule') {
      p.invalid([...at, 'minDomains'], minDomains, `can only be used with whenUnsatisfiable DoNotSchedule, not ${String(when ?? '')}`);
    }
  }
  for (const field of ['nodeAffinityPolicy', 'nodeTaintsPolicy'] as const) {
    const v = c[field];
    if (typeof v === 'string' && !NODE_POLICIES.includes(v)) p.notSupported([...at, field], v, NODE_POLICIES);
  }
  checkMatchLabelKeys(p, c, at, podLabels);
  if (!allowInvalidSelector) checkLabelSelector(p, c.labelSelector, [...at, 'labelSelector'], false);
}

function checkMatchLabelKeys(p: Problems, c: JsonObject, at: PathSegment[], podLabels: JsonObject | undefined): void {
  const keys = arr(c.matchLabelKeys).filter((k): k is string => typeof k === 'string');
  if (keys.length === 0) return;
  const selector = c.labelSelector;
  if (!isObject(selector)) {
    p.forbidden([...at, 'matchLabelKeys'], 'may not be set when `labelSelector` is not set');
    return;
  }
  keys.forEach((k, i) => qualifiedName(k).forEach((d) => p.invalid([...at, 'matchLabelKeys', i], k, d)));
  for (const { key, index } of matchLabelKeyClashes(selector, keys, labelledKeys(keys, podLabels))) {
    // The server's path is the constraint's, indexed by the key's place in matchLabelKeys.
    p.invalid([...at, index], key, 'the key is in both `matchLabelKeys` and `labelSelector`', [...at, 'matchLabelKeys', index]);
  }
}
