import { createSetRule } from '@plumbline/engine';
import { isObject, obj } from '../_shared/helpers.js';
import {
  namespacesMatch,
  namespaceText,
  podTemplates,
  templatesByLabel,
  templatesByNamespace,
  WORKLOAD_FIELDS,
  WORKLOAD_KINDS,
} from '../_shared/set-helpers.js';
import { matchSelector } from '../_shared/label-selector.js';

export default createSetRule({
  id: 'pod/disruption-budget-selector-unmatched',
  meta: {
    kinds: ['PodDisruptionBudget'],
    type: 'reference',
    reads: ['PodDisruptionBudget', ...WORKLOAD_KINDS],
    readFields: { PodDisruptionBudget: [['spec', 'selector']], ...WORKLOAD_FIELDS },
    severity: 'warning',
    messages: {
      unmatched:
        '`spec.selector` matches the pod template of no workload of {{namespace}} in the checked files; the budget protects no pods.',
      absent: '`spec.selector` is missing; a policy/v1 PodDisruptionBudget without a selector selects no pods.',
    },
    docs: {
      description: 'Require a PodDisruptionBudget selector to match a pod template in the checked files',
      spec: { doc: 'part1', section: 'Shared conventions' },
      details:
        'A reference rule (several files checked together; never in the webhook; a warning). The disruption controller counts the ' +
        'pods the budget selects; a selector that matches no Pod or workload template of its namespace protects nothing, which is ' +
        'usually a label typo. In policy/v1 an absent selector selects no pods and an empty one (`{}`) every pod of the namespace. ' +
        'Silent when the checked files hold no workload that could be in the namespace (a missing `metadata.namespace` counts as ' +
        'any namespace), and for a selector that does not convert (reported by the schema and label rules). The API server accepts ' +
        'such a budget.',
    },
  },
  checkSet(ctx) {
    const budgets = ctx.ofKind('PodDisruptionBudget', 'policy');
    if (budgets.length === 0) return;
    const all = podTemplates(ctx.ofKind);
    const near = templatesByNamespace(all);
    // Templates by each written label, so that a budget with matchLabels looks only at the templates carrying its first
    // pair (the others cannot match): linear in large sets instead of budgets × templates.
    const byLabel = templatesByLabel(all);
    for (const budget of budgets) {
      const templates = near(budget);
      if (templates.length === 0) continue;
      const selector = obj(budget.object.spec).selector;
      if (selector === undefined || selector === null) {
        ctx.report(budget, { messageId: 'absent', path: ['spec', 'selector'] });
        continue;
      }
      const first = isObject(selector) && isObject(selector.matchLabels) ? Object.entries(selector.matchLabels)[0] : undefined;
      // Without labels the selector must not match (nor be invalid or empty) for the index to decide the rest.
      const candidates =
        first && matchSelector(selector, {}) === 'mismatch'
          ? (byLabel.get(`${first[0]}=${String(first[1])}`) ?? []).filter((t) => namespacesMatch(t.resource, budget))
          : templates;
      if (candidates.every((t) => matchSelector(selector, t.labels) === 'mismatch')) {
        ctx.report(budget, { messageId: 'unmatched', path: ['spec', 'selector'], data: { namespace: namespaceText(budget) } });
      }
    }
  },
});
