import { engineRule } from '../_shared/engine-rule.js';

export default engineRule('custom-resource/kind-not-defined', {
  kinds: ['*'],
  severity: 'warning',
  messages: {
    notDefined: '{{kind}} is not a kind of group {{group}} in the CustomResourceDefinitions given; it was not checked.',
  },
  docs: {
    description: 'Enforce a warning on custom resources whose group has CRDs in the run but whose kind has none',
    spec: { doc: 'part1', section: 'Versioning' },
    details:
      'When the run has CRDs of a group and none defines the kind, the kind is probably misspelt, or its CRD is missing from ' +
      'the CRDs given. A cluster may still have it, so this is a warning, and the resource counts as not checked.',
  },
});
