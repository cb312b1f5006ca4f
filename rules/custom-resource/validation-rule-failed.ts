import { engineRule } from '../_shared/engine-rule.js';

export default engineRule('custom-resource/validation-rule-failed', {
  kinds: ['*'],
  severity: 'error',
  messages: {
    failed: '`{{path}}`: {{message}}.',
    evaluationError: '`{{path}}`: the validation rule could not be evaluated: {{message}}.',
    notCompiled: "`{{path}}`: the validation rule '{{rule}}' of {{origin}} does not compile, so the server refuses every object.",
  },
  docs: {
    description: 'Enforce the x-kubernetes-validations rules of a custom resource schema',
    spec: { doc: 'part1', section: 'Shared conventions' },
    details:
      'Each `x-kubernetes-validations` rule is a CEL expression over `self` (the value at its schema node) and, for transition ' +
      'rules, `oldSelf` (the stored value, on update). A false rule reports its `message`, `messageExpression` or the rule text, ' +
      'with its `reason` and `fieldPath`. Rules are compiled once per CRD version by the CEL evaluator the gate gives ' +
      '(`@plumbline/cel`); without one, `custom-resource/validation-rules-not-evaluated` says so.',
  },
});
