import { engineRule } from '../_shared/engine-rule.js';

export default engineRule('yaml/syntax-error', {
  kinds: ['*'],
  severity: 'error',
  messages: { syntaxError: 'YAML syntax error: {{detail}}.' },
  docs: {
    description: 'Disallow YAML and JSON syntax errors',
    spec: { doc: 'part1', section: 'Shared conventions' },
    details:
      'A document that does not parse cannot be applied. The other documents of the file are still checked. A quoted value that is never ' +
      'closed is reported where it opens, and the documents after the next `---` line are still read on their own, as kubectl does (it ' +
      'cuts the stream at `---` lines before parsing); a strict YAML parser would read the rest of the file into the quoted value.',
  },
});
