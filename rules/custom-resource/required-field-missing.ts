import { engineRule } from '../_shared/engine-rule.js';

export default engineRule('custom-resource/required-field-missing', {
  kinds: ['*'],
  severity: 'error',
  reason: 'FieldValueRequired',
  messages: {
    missing: "`{{path}}` is required by the CRD's schema.",
    embedded: '`{{path}}` is required in an embedded resource (`x-kubernetes-embedded-resource`).',
  },
  docs: {
    description: 'Require the fields a custom resource schema lists as required',
    spec: { doc: 'part1', section: 'Shared conventions' },
    details:
      "The schema's `required` lists, checked after defaulting (a defaulted field is present). An object marked " +
      '`x-kubernetes-embedded-resource` must name its `apiVersion` and `kind` (apiextensions `objectmeta` validation).',
  },
});
