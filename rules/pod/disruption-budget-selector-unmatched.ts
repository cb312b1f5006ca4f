import { createSetRule } from '@plumbline/engine';
import { obj } from '../_shared/helpers.js';
import { namespaceText, podTemplates, templatesByNamespace, WORKLOAD_FIELDS, WORKLOAD_KINDS } from '../_shared/set-helpers.js';
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
    const near = templatesByNamespace(podTemplates(ctx.ofKind));
    for (const budget of budgets) {
      const templates = near(budget);
      if (templates.length === 0) continue;
      const selector = obj(budget.object.spec).selector;
      if (selector === undefined || selector === null) {
        ctx.report(budget, { messageId: 'absent', path: ['spec', 'selector'] });
        continue;
      }
      const verdicts = templates.map((t) => matchSelector(selector, t.labels));
      if (verdicts.every((v) => v === 'mismatch')) {
        ctx.report(budget, { messageId: 'unmatched', path: ['spec', 'selector'], data: { namespace: namespaceText(budget) } });
      }
    }
  },
});
