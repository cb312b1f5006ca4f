import { engineRule } from '../_shared/engine-rule.js';

export default engineRule('custom-resource/validation-rule-failed', {
  kinds: ['*'],
  severity: 'error',
  messages: {
    failed: '`{{path}}`: {{message}}.',
    evaluationError: '`{{path}}`: the validation rule could not be evaluated ({{message}}); the server refuses the object.',
  },
  docs: {
    description: 'Enforce the x-kubernetes-validations rules of a custom resource schema',
    spec: { doc: 'part1', section: 'Shared conventions' },
    details:
      'Each `x-kubernetes-validations` rule is a CEL expression over `self` (the value at its schema node) and, for transition ' +
      'rules, `oldSelf` (the stored value, on update). A false rule reports its `message`, `messageExpression` or the rule text, ' +
      'with its `reason` and `fieldPath`. Rules are compiled once per CRD version by the CEL evaluator (`@plumbline/cel`, the ' +
      'Kubernetes CEL libraries, cost estimation and the per-call cost limit), and evaluated where the server evaluates them: ' +
      'every item and map value under the rule, `oldSelf` correlated by key on update, transition rules skipped without a ' +
      'stored value unless `optionalOldSelf`. On update an unchanged value that fails a rule without `oldSelf` passes, as ' +
      "with the server's CRD validation ratcheting.",
  },
});
