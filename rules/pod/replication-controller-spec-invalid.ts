import { createRule } from '@plumbline/engine';
import { isObject } from '../_shared/helpers.js';
import { POD_SPEC_REFS } from './_containers.js';
import { problemMessages, problems } from './_problems.js';

/**
 * The ReplicationController's own spec fields, beyond what the shared pod-template rules check (selector against
 * template labels, replicas, restartPolicy, activeDeadlineSeconds): `ValidateReplicationControllerSpec` bounds
 * `minReadySeconds` below by 0, and `ValidatePodTemplateSpecForRC` requires a template.
 */
export default createRule({
  id: 'pod/replication-controller-spec-invalid',
  meta: {
    kinds: ['ReplicationController'],
    type: 'field',
    severity: 'error',
    messages: problemMessages('invalid', 'required'),
    docs: {
      description: 'Require a ReplicationController template and a non-negative minReadySeconds',
      spec: POD_SPEC_REFS,
      details:
        'As the server does (Kubernetes v1.34): `ValidateReplicationControllerSpec` reports a negative `spec.minReadySeconds` ' +
        '(`ValidateNonnegativeField`), and `ValidatePodTemplateSpecForRC` reports `spec.template` as Required when the ' +
        'controller has none (an empty `template: {}` is a template, and its pod spec is checked by the other pod rules); ' +
        'without a template an empty `spec.selector` is Required too (`ValidateNonEmptySelector`). With a template, the ' +
        'selector (Required when neither it nor the template labels are set, after `SetDefaults_ReplicationController` ' +
        'copies the template labels) is `pod/selector-mismatch`; `spec.replicas` is `pod/replicas-negative`.',
    },
  },
  check(ctx) {
    // A missing `spec` decodes to the zero spec: no template.
    const spec = isObject(ctx.object.spec) ? ctx.object.spec : {};
    const p = problems(ctx);
    const minReady = spec.minReadySeconds;
    if (typeof minReady === 'number' && minReady < 0)
      p.invalid(['spec', 'minReadySeconds'], minReady, 'must be greater than or equal to 0');
    if (spec.template !== undefined && spec.template !== null) return;
    const at = isObject(ctx.object.spec) ? ['spec'] : [];
    // Without a template, `SetDefaults_ReplicationController` has no labels to default an empty selector from, so
    // `ValidateNonEmptySelector` reports it too (with a template, an empty selector is `pod/selector-mismatch`'s).
    const selector = spec.selector;
    if (!isObject(selector) || Object.keys(selector).length === 0) {
      p.required(['spec', 'selector'], 'without a template there are no labels to default it from', at);
    }
    p.required(['spec', 'template'], 'a ReplicationController needs a pod template', at);
  },
});
