import { createRule, formatPath, type JsonObject, type PathSegment, type RuleContext } from '@plumbline/engine';
import { arr, isObject } from '../_shared/helpers.js';
import { POD_SPEC_REFS } from './_containers.js';
import { firstDifference, semanticEqual, withoutVolumes } from './_update.js';

const UPDATABLE =
  '`spec.containers[*].image`, `spec.initContainers[*].image`, `spec.activeDeadlineSeconds`, `spec.tolerations` (additions, and ' +
  "existing tolerations' tolerationSeconds), `spec.schedulingGates` (removals) and `spec.terminationGracePeriodSeconds` (from a " +
  'negative value to 1)';

export default createRule({
  id: 'pod/pod-update-forbidden',
  meta: {
    kinds: ['Pod'],
    type: 'transition',
    severity: 'error',
    reason: 'FieldValueForbidden',
    messages: {
      containerCount:
        '`{{path}}` has {{count}} containers where the stored Pod has {{old}}; a Pod update may not add or remove containers.',
      deadlineRaised:
        '`spec.activeDeadlineSeconds` is {{value}}, above the stored {{old}}; an update may only set it where it was unset or lower it.',
      deadlineRemoved: '`spec.activeDeadlineSeconds` is removed (the stored Pod has {{old}}); an update may not unset it.',
      tolerationChanged:
        '`spec.tolerations` no longer holds the stored toleration {{toleration}}; an update may add tolerations and change the ' +
        'tolerationSeconds of existing ones, nothing else.',
      gateAdded: '`{{path}}` adds scheduling gate "{{name}}"; an update may only remove scheduling gates.',
      nodeSelectorChanged:
        '`spec.nodeSelector` changes or removes the stored entry {{entry}}; a gated Pod may only add node selector entries.',
      specChanged:
        "`{{field}}` changes; a Pod update may change only {{updatable}}{{hint}}. Recreate the Pod, or change its controller's template.",
    },
    docs: {
      description: 'Disallow Pod updates that change fields other than the few a Pod allows',
      spec: POD_SPEC_REFS,
      details: [
        'As the server does (`ValidatePodUpdate` → `ValidateContainerUpdates`, `validateOnlyAddedTolerations`, ' +
          '`validateOnlyDeletedSchedulingGates`, `validateNodeSelectorMutation`, Kubernetes v1.34): an update may not add or remove ' +
          'containers or init containers (Forbidden at `spec.containers` / `spec.initContainers`, and nothing else is compared); ' +
          '`spec.activeDeadlineSeconds` may be set where it was unset or lowered, never raised or removed; every stored toleration ' +
          'must still be present (its `tolerationSeconds` may change); scheduling gates may only be removed; a Pod that was gated may ' +
          'add `spec.nodeSelector` entries (and change its node affinity, not compared here).',
        'Any other change of the pod spec is Forbidden at `spec`; the message names the first field that differs. Compared as the ' +
          "server's `Semantic.DeepEqual`: absent, null and empty lists or maps are the same. Resource requests and limits change " +
          'through the `resize` subresource, not a Pod update. The volumes and volume mounts are left to `volume/pod-volumes-immutable`.',
      ].join('\n\n'),
    },
  },
  check(ctx) {
    const old = ctx.oldObject;
    if (!old || !isObject(old.spec) || !isObject(ctx.object.spec)) return;
    const spec = ctx.object.spec;
    const oldSpec = old.spec;
    // Munged copy: the fields an update may change take the stored values before the final comparison.
    const munged: JsonObject = withoutVolumes(spec);
    for (const list of ['containers', 'initContainers'] as const) {
      const now = arr(spec[list]);
      const before = arr(oldSpec[list]);
      if (now.length !== before.length) {
        const path = ['spec', list];
        ctx.report({ messageId: 'containerCount', path, data: { path: formatPath(path), count: now.length, old: before.length } });
        return;
      }
      munged[list] = arr(munged[list]).map((c, i) => {
        const stored = before[i];
        return isObject(c) ? { ...c, image: isObject(stored) ? stored.image : undefined } : c;
      });
    }
    const deadline = spec.activeDeadlineSeconds;
    const oldDeadline = oldSpec.activeDeadlineSeconds;
    if (typeof deadline === 'number' && typeof oldDeadline === 'number' && deadline > oldDeadline) {
      ctx.report({
        messageId: 'deadlineRaised',
        path: ['spec', 'activeDeadlineSeconds'],
        reason: 'FieldValueInvalid',
        data: { value: deadline, old: oldDeadline },
      });
    } else if ((deadline === undefined || deadline === null) && typeof oldDeadline === 'number') {
      ctx.report({
        messageId: 'deadlineRemoved',
        path: ['spec', 'activeDeadlineSeconds'],
        reason: 'FieldValueInvalid',
        data: { old: oldDeadline },
      });
    }
    munged.activeDeadlineSeconds = oldDeadline;
    checkTolerations(ctx, arr(spec.tolerations), arr(oldSpec.tolerations));
    munged.tolerations = oldSpec.tolerations;
    checkGates(ctx, arr(spec.schedulingGates), arr(oldSpec.schedulingGates));
    munged.schedulingGates = oldSpec.schedulingGates;
    const grace = oldSpec.terminationGracePeriodSeconds;
    if (typeof grace === 'number' && grace < 0 && munged.terminationGracePeriodSeconds === 1) munged.terminationGracePeriodSeconds = grace;
    if (arr(oldSpec.schedulingGates).length > 0) {
      const selector = isObject(munged.nodeSelector) ? munged.nodeSelector : {};
      const oldSelector = isObject(oldSpec.nodeSelector) ? oldSpec.nodeSelector : {};
      const lost = Object.entries(oldSelector).find(([k, v]) => selector[k] !== v);
      if (lost) {
        const entry = `${lost[0]}=${String(lost[1])}`;
        ctx.report({ messageId: 'nodeSelectorChanged', path: ['spec', 'nodeSelector'], reason: 'FieldValueInvalid', data: { entry } });
      }
      munged.nodeSelector = oldSpec.nodeSelector;
      // Node affinity of a gated Pod may change (additions only, per term); not compared here.
      munged.affinity = mungeNodeAffinity(munged.affinity, oldSpec.affinity);
    }
    const difference = firstDifference(munged, withoutVolumes(oldSpec), ['spec']);
    if (!difference) return;
    const field = formatPath(difference);
    const hint = difference.includes('resources') ? ' (resources change through the `resize` subresource)' : '';
    ctx.report({ messageId: 'specChanged', path: ['spec'], data: { field, updatable: UPDATABLE, hint } });
  },
});

function checkTolerations(ctx: RuleContext, now: unknown[], before: unknown[]): void {
  const strip = (t: unknown): unknown => (isObject(t) ? { ...t, tolerationSeconds: undefined } : t);
  const kept = now.map(strip);
  for (const old of before) {
    if (kept.some((t) => semanticEqual(t, strip(old)))) continue;
    const toleration = isObject(old) ? JSON.stringify(old) : String(old);
    ctx.report({ messageId: 'tolerationChanged', path: ['spec', 'tolerations'], data: { toleration } });
    return;
  }
}

function checkGates(ctx: RuleContext, now: unknown[], before: unknown[]): void {
  const names = new Set(before.map((g) => (isObject(g) ? g.name : undefined)));
  now.forEach((gate, i) => {
    if (!isObject(gate) || names.has(gate.name)) return;
    const path: PathSegment[] = ['spec', 'schedulingGates', i, 'name'];
    ctx.report({ messageId: 'gateAdded', path, data: { path: formatPath(path), name: String(gate.name) } });
  });
}

function mungeNodeAffinity(affinity: unknown, oldAffinity: unknown): unknown {
  const oldNode = isObject(oldAffinity) ? oldAffinity.nodeAffinity : undefined;
  if (!isObject(affinity)) return oldNode === undefined ? affinity : { nodeAffinity: oldNode };
  if (!isObject(oldAffinity) && affinity.podAffinity === undefined && affinity.podAntiAffinity === undefined) return oldAffinity;
  return { ...affinity, nodeAffinity: oldNode };
}
