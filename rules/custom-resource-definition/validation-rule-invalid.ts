import { createRule } from '@plumbline/engine';
import { reportCrdProblems } from '../_shared/apiextensions/crd-check.js';

export default createRule({
  id: 'custom-resource-definition/validation-rule-invalid',
  meta: {
    kinds: ['CustomResourceDefinition'],
    type: 'field',
    severity: 'warning',
    messages: {
      invalid:
        "`{{path}}` is '{{rule}}'; it fails CRD validation's compile and cost checks as Plumbline's CEL evaluator runs them: {{detail}}.",
      totalCost:
        "`{{path}}` has x-kubernetes-validations rules whose estimated cost together exceeds the CRD-wide budget, as Plumbline's " +
        'CEL evaluator estimates it.',
    },
    docs: {
      description: 'Disallow x-kubernetes-validations rules that do not compile or exceed the cost budget',
      spec: { doc: 'part1', section: 'Shared conventions' },
      details:
        'apiextensions `ValidateCustomResourceDefinitionOpenAPISchema` compiles every `x-kubernetes-validations` rule in the ' +
        "Kubernetes CEL environment with `self` typed by the rule's schema node: a rule that does not compile, does not return a " +
        'bool, uses `oldSelf` where values cannot be correlated, or whose estimated cost (times the number of times it can run) ' +
        'exceeds the per-rule budget is refused, and so is a CRD whose rules together exceed the CRD-wide budget. Plumbline ' +
        'compiles with `@plumbline/cel`; its compile messages are worded by cel-js, not cel-go. The 756 rules (per CRD version) of ' +
        'the real CRDs checked (Gateway API, Contour, Traefik, the real-world corpus), which clusters accept, all compile and fit ' +
        'the budget. The ' +
        'findings stay warnings, not errors, because doubts remain: cel-js cannot parse optional entries in list and map ' +
        "literals (`[?x]`, `{?k: v}`), which cel-go accepts, and the cost estimate restates cel-go's estimator on cel-js's " +
        "syntax tree, so an estimate near the budget can differ from the server's.",
    },
  },
  check(ctx) {
    reportCrdProblems(ctx, 'cel');
  },
});
