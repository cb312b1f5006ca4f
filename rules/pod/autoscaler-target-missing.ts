import { createSetRule } from '@plumbline/engine';
import { isObject, obj } from '../_shared/helpers.js';
import { indexOf, namespaceText } from '../_shared/set-helpers.js';

/** Scalable workloads an autoscaler may target, by kind: their API group. */
const TARGETS: Readonly<Record<string, string>> = {
  Deployment: 'apps',
  StatefulSet: 'apps',
  ReplicaSet: 'apps',
  ReplicationController: '',
};

export default createSetRule({
  id: 'pod/autoscaler-target-missing',
  meta: {
    kinds: ['HorizontalPodAutoscaler'],
    type: 'reference',
    reads: ['HorizontalPodAutoscaler', ...Object.keys(TARGETS)],
    // The targets are looked up by name only.
    readFields: { HorizontalPodAutoscaler: [['spec', 'scaleTargetRef']], ...Object.fromEntries(Object.keys(TARGETS).map((k) => [k, []])) },
    severity: 'warning',
    messages: {
      missing:
        '`spec.scaleTargetRef.name` names {{kind}} "{{name}}", which is not among the {{kind}}s of {{namespace}} in the checked files.',
    },
    docs: {
      description: 'Require a HorizontalPodAutoscaler scale target present in the checked files',
      spec: { doc: 'part1', section: 'Shared conventions' },
      details:
        'A reference rule (several files checked together; never in the webhook; a warning). The autoscaler controller reads the ' +
        "`scale` subresource of `spec.scaleTargetRef` (kind and name, in the autoscaler's namespace); a name that matches nothing " +
        'leaves the autoscaler failing with FailedGetScale. Checked for Deployment, StatefulSet, ReplicaSet and ' +
        'ReplicationController targets, and only when the checked files hold a resource of that kind that could be in the ' +
        'namespace (a missing `metadata.namespace` counts as any namespace); other kinds (custom resources with a scale ' +
        'subresource) are not checked. The API server accepts such an autoscaler.',
    },
  },
  checkSet(ctx) {
    const autoscalers = ctx.ofKind('HorizontalPodAutoscaler', 'autoscaling');
    if (autoscalers.length === 0) return;
    for (const hpa of autoscalers) {
      const ref = obj(hpa.object.spec).scaleTargetRef;
      if (!isObject(ref) || typeof ref.kind !== 'string' || typeof ref.name !== 'string' || ref.name === '') continue;
      if (!Object.hasOwn(TARGETS, ref.kind)) continue;
      const index = indexOf(ctx.ofKind(ref.kind, TARGETS[ref.kind]!));
      if (!index.anyFor(hpa) || index.named(ref.name, hpa).length > 0) continue;
      ctx.report(hpa, {
        messageId: 'missing',
        path: ['spec', 'scaleTargetRef', 'name'],
        data: { kind: ref.kind, name: ref.name, namespace: namespaceText(hpa) },
      });
    }
  },
});
