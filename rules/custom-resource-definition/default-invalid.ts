import { createRule } from '@plumbline/engine';
import { reportCrdProblems } from '../_shared/apiextensions/crd-check.js';

export default createRule({
  id: 'custom-resource-definition/default-invalid',
  meta: {
    kinds: ['CustomResourceDefinition'],
    type: 'field',
    severity: 'error',
    messages: {
      invalid: '`{{path}}` does not validate against its own schema: {{detail}}.',
      pruned: '`{{path}}` has fields its schema does not specify ({{fields}}); a default must not have unknown fields.',
    },
    docs: {
      description: 'Require CRD schema defaults to be valid and pruned',
      spec: { doc: 'part1', section: 'Shared conventions' },
      details:
        'apiextensions `defaulting.ValidateDefaults`: each `default` is validated against the schema it sits on, and must not ' +
        'hold fields that pruning would drop.',
    },
  },
  check(ctx) {
    reportCrdProblems(ctx, 'default');
  },
});
