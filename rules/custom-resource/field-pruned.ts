import { engineRule } from '../_shared/engine-rule.js';

export default engineRule('custom-resource/field-pruned', {
  kinds: ['*'],
  severity: 'warning',
  messages: {
    pruned:
      '`{{path}}` is not in the schema of {{kind}} {{version}}; the API server drops it (pruning) and kubectl (strict field ' +
      'validation) refuses it.',
  },
  docs: {
    description: 'Disallow fields of a custom resource that its CRD schema does not specify',
    spec: { doc: 'part1', section: 'Shared conventions' },
    details:
      'The API server prunes every field of a custom resource that the structural schema of its version does not specify ' +
      '(apiextensions `pruning.PruneWithOptions`), except below `x-kubernetes-preserve-unknown-fields: true`, in maps ' +
      '(`additionalProperties`), and `apiVersion`, `kind` and `metadata` at the root and in embedded resources. The server ' +
      'drops them with a warning; kubectl, whose default is strict field validation, refuses them. Plumbline keeps the warning.',
  },
});
