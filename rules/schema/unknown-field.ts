import { engineRule } from '../_shared/engine-rule.js';

export default engineRule('schema/unknown-field', {
  kinds: ['*'],
  severity: 'warning',
  messages: {
    unknownField: '`{{path}}` is not a field of this kind; the API server drops it and kubectl (strict field validation) ' + 'refuses it.',
  },
  docs: {
    description: 'Disallow fields the kind does not have',
    spec: { doc: 'part1', section: 'Shared conventions' },
    details:
      "The API server drops unknown fields and answers with a warning; kubectl's default `--validate=strict` refuses them. " +
      "Plumbline keeps the server's verdict (a warning) and names the field, usually a typo or a field from another version.",
  },
});
