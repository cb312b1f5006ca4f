import { createRule } from '@plumbline/engine';
import { POD_SPEC_REFS } from './_containers.js';
import { at, semanticEqual } from './_update.js';

export default createRule({
  id: 'pod/selector-immutable',
  meta: {
    kinds: ['Deployment', 'ReplicaSet', 'DaemonSet', 'Job'],
    type: 'transition',
    severity: 'error',
    reason: 'FieldValueInvalid',
    messages: {
      changed:
        '`spec.selector` changes ({{old}} → {{value}}); the selector of a {{kind}} is immutable (create a new {{kind}} under another ' +
        'name, or delete this one with `--cascade=orphan` first).',
    },
    docs: {
      description: 'Disallow changes to the selector of an existing Deployment, ReplicaSet, DaemonSet or Job',
      spec: POD_SPEC_REFS,
      details:
        'As the server does (Kubernetes v1.34): the update strategies of Deployment, ReplicaSet and DaemonSet ' +
        '(`pkg/registry/apps/*/strategy.go` `ValidateUpdate`) call `ValidateImmutableField` on `spec.selector` for every group ' +
        'version except the removed extensions/v1beta1 and apps/v1beta1/v1beta2, and `ValidateJobSpecUpdate` does the same for a ' +
        'Job. Compared as `Semantic.DeepEqual` (an absent and an empty list or map are the same). A StatefulSet selector change is ' +
        "part of `pod/statefulset-update-forbidden` (the server reports it at `spec`). A Job's generated selector is kept by " +
        '`kubectl apply` when the manifest has none, so an absent selector on both sides is no change.',
    },
  },
  check(ctx) {
    if (!ctx.oldObject) return;
    const value = at(ctx.object, ['spec', 'selector']);
    const old = at(ctx.oldObject, ['spec', 'selector']);
    if (semanticEqual(value, old)) return;
    const text = (v: unknown) => (v === undefined || v === null ? 'none' : JSON.stringify(v));
    ctx.report({
      messageId: 'changed',
      path: ['spec', 'selector'],
      data: { old: text(old), value: text(value), kind: ctx.definition.kind },
    });
  },
});
