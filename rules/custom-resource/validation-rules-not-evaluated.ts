import { engineRule } from '../_shared/engine-rule.js';

export default engineRule('custom-resource/validation-rules-not-evaluated', {
  kinds: ['*'],
  severity: 'info',
  messages: {
    notEvaluated: '{{origin}} has {{count}} x-kubernetes-validations rules that were not evaluated (no CEL evaluator is configured).',
    notCompiled:
      "{{count}} x-kubernetes-validations rules of {{origin}} were not evaluated: Plumbline's CEL evaluator does not compile " +
      "them (the first: '{{rule}}' at `{{path}}`: {{message}}).",
  },
  docs: {
    description: 'Enforce a note on custom resources whose CEL validation rules were not evaluated',
    spec: { doc: 'part1', section: 'Shared conventions' },
    details:
      'When no CEL evaluator is available, the schema is checked and the rules are not: this note keeps that visible, once per resource.',
  },
});
