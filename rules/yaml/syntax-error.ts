import { engineRule } from '../_shared/engine-rule.js';

export default engineRule('yaml/syntax-error', {
  kinds: ['*'],
  severity: 'error',
  messages: { syntaxError: 'YAML syntax error: {{detail}}.' },
  docs: {
    description: 'Disallow YAML and JSON syntax errors',
    spec: { doc: 'part1', section: 'Shared conventions' },
    details: 'A document that does not parse cannot be applied. The other documents of the file are still checked.',
  },
});
