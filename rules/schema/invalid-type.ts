import { engineRule } from '../_shared/engine-rule.js';

export default engineRule('schema/invalid-type', {
  kinds: ['*'],
  severity: 'error',
  reason: 'FieldValueTypeInvalid',
  messages: {
    invalidType: '`{{path}}` is {{found}}; the API server decodes it as {{expected}}.',
    notBase64:
      '`{{path}}` is {{found}}, which is not valid base64, so the API server refuses the object. Encode the value with base64 (standard alphabet, padded), or put the plain text in `stringData` (Secret) or `data` (ConfigMap).',
  },
  docs: {
    description: 'Require every field to have the JSON type the API server decodes',
    spec: { doc: 'part1', section: 'Shared conventions' },
    details: 'The API server decodes a request body into its Go types before any validation; a string where a boolean or an integer is expected, an integer outside int32, a malformed Quantity, Time, MicroTime (exactly six fractional digits) or base64 value refuses the whole request. When decoding fails nothing else is validated, so Plumbline reports only these findings for that object.',
  },
});
