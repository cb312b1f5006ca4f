import { engineRule } from '../_shared/engine-rule.js';

export default engineRule('schema/invalid-type', {
  kinds: ['*'],
  severity: 'error',
  reason: 'FieldValueTypeInvalid',
  messages: {
    invalidType: '`{{path}}` is {{found}}; the API server decodes it as {{expected}}.',
    notBase64:
      '`{{path}}` is not valid base64 ("illegal base64 data at input byte {{offset}}"), so the API server refuses the object. Encode the ' +
      'value with base64 (standard alphabet, padded, e.g. `base64 -w0`), or put the plain text in `stringData` (Secret) or `data` ' +
      '(ConfigMap).',
  },
  docs: {
    description: 'Require every field to have the JSON type the API server decodes',
    spec: { doc: 'part1', section: 'Shared conventions' },
    details:
      'The API server decodes a request body into its Go types before any validation; a string where a boolean or an integer is ' +
      'expected, an integer outside int32, a malformed Quantity, Time, MicroTime (exactly six fractional digits) or base64 value refuses ' +
      "the whole request. The messages never print the value of a base64 field or of a Secret's `data` and `stringData`: a value that " +
      'is not base64 is reported with the position Go\'s decoder names ("illegal base64 data at input byte N"), and a value of the wrong ' +
      'type by its type only. When decoding fails nothing else is validated, so Plumbline reports only these findings for that object.',
  },
});
