import { engineRule } from '../_shared/engine-rule.js';

export default engineRule('custom-resource/version-not-served', {
  kinds: ['*'],
  severity: 'error',
  reason: 'FieldValueNotSupported',
  messages: {
    unknownVersion: '{{kind}} has no version `{{apiVersion}}` in {{origin}}; served: {{served}}.',
    notServed: '`{{apiVersion}}` of {{kind}} is not served ({{origin}} sets `served: false`); served: {{served}}.',
    kindCase: 'Kind `{{kind}}` is not defined; {{origin}} defines `{{expected}}` (kinds are case-sensitive).',
  },
  docs: {
    description: 'Disallow custom resources of a version or kind their CustomResourceDefinition does not serve',
    spec: { doc: 'part1', section: 'Versioning' },
    details:
      'The API server serves a custom resource at the versions of its CRD that set `served: true`, under the exact kind of ' +
      '`spec.names.kind`; any other version or spelling is not found (kubectl: "no matches for kind"). Plumbline reports this ' +
      'when the run has a CRD (or a kubeconform JSON schema) for the kind. Kubeconform schemas name the kind in lower case, so ' +
      'the spelling is checked for CRDs only.',
  },
});
