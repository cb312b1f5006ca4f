import { createRule, labelSelectorProblems } from '@plumbline/engine';
import { isObject } from '../_shared/helpers.js';
import { POD_SPEC_REFS } from './_containers.js';
import { checkLabelSelector } from './_label-selector.js';
import { problemMessages, problems } from './_problems.js';
import { at } from './_update.js';

/** The word each validation uses in its "empty selector is invalid for …" detail (ReplicaSet's says deployment). */
const EMPTY_WORD: Readonly<Record<string, string>> = {
  Deployment: 'deployment',
  ReplicaSet: 'deployment',
  StatefulSet: 'statefulset',
  DaemonSet: 'daemonset',
};

/**
 * The label selector of an apps controller or a Job, checked as its validation does: `ValidateLabelSelector` on its parts, an
 * empty selector refused (it would select every pod of the namespace), and, for Deployment, ReplicaSet and StatefulSet,
 * a selector `LabelSelectorAsSelector` cannot convert reported again at `spec.selector`. An absent selector is the
 * schema's required field; whether the selector matches the template labels is `pod/selector-mismatch`.
 */
export default createRule({
  id: 'pod/controller-selector-invalid',
  meta: {
    kinds: ['Deployment', 'ReplicaSet', 'StatefulSet', 'DaemonSet', 'Job'],
    type: 'field',
    severity: 'error',
    messages: problemMessages('invalid', 'required', 'forbidden'),
    docs: {
      description: 'Enforce a valid label selector on Deployments, ReplicaSets, StatefulSets, DaemonSets (non-empty) and Jobs',
      spec: POD_SPEC_REFS,
      details:
        'As the server does (Kubernetes v1.34): `ValidateDeploymentSpec`, `ValidateReplicaSetSpec` and `ValidateStatefulSetSpec` ' +
        'validate `spec.selector` strictly with `ValidateLabelSelector` (keys, operators, value counts and label values), report ' +
        'a selector with neither `matchLabels` nor `matchExpressions` as Invalid ("empty selector is invalid for deployment" — ' +
        'ReplicaSets use the same words — or "statefulset"), and report a selector `LabelSelectorAsSelector` cannot convert ' +
        'once more at `spec.selector`. `ValidateDaemonSetSpec` does the first two; on an update it keeps invalid label values ' +
        "the stored selector already had (`AllowInvalidLabelValueInSelector`). `ValidateJobSpec` validates a Job's selector " +
        'with `ValidateLabelSelector` alone (an empty selector is allowed and nothing is reported twice); the server keeps a ' +
        'written selector and adds the generated label to it, so its parts are checked even without `manualSelector` (whether ' +
        'it selects the generated labels is `pod/job-selector-not-generated`). An absent selector is ' +
        '`schema/required-field-missing`; a selector that does not select the template labels is `pod/selector-mismatch`.',
    },
  },
  check(ctx) {
    const kind = ctx.object.kind as string;
    const selector = at(ctx.object, ['spec', 'selector']);
    if (!isObject(selector)) return;
    const p = problems(ctx);
    const path = ['spec', 'selector'];
    // DaemonSet strategy: invalid values the stored selector already had may stay (AllowInvalidLabelValueInSelector).
    const oldSelector = kind === 'DaemonSet' && ctx.oldObject ? at(ctx.oldObject, ['spec', 'selector']) : undefined;
    const keepValues = oldSelector !== undefined && checkLabelSelector(undefined, oldSelector, path, false);
    checkLabelSelector(p, selector, path, keepValues);
    // ValidateJobSpec has neither the empty-selector check nor the second report.
    if (kind === 'Job') return;
    const parts =
      (isObject(selector.matchLabels) ? Object.keys(selector.matchLabels).length : 0) +
      (Array.isArray(selector.matchExpressions) ? selector.matchExpressions.length : 0);
    if (parts === 0) p.invalid(path, selector, `empty selector is invalid for ${EMPTY_WORD[kind] ?? 'this kind'}`);
    else if (kind !== 'DaemonSet' && labelSelectorProblems(selector).length > 0) {
      p.invalid(path, selector, 'invalid label selector: it cannot be converted, see the errors of its parts');
    }
  },
});
