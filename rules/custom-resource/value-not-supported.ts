import { engineRule } from '../_shared/engine-rule.js';

export default engineRule('custom-resource/value-not-supported', {
  kinds: ['*'],
  severity: 'error',
  reason: 'FieldValueNotSupported',
  messages: {
    notSupported: '`{{path}}` is {{found}}; supported values: {{values}}.',
  },
  docs: {
    description: 'Disallow custom resource values outside the enum of their CRD schema',
    spec: { doc: 'part1', section: 'Shared conventions' },
    details:
      'The `enum` of a schema node, compared as JSON values (kube-openapi `EnumFailCode`, reported by the server as `Unsupported value`).',
  },
});
