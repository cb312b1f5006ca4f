import { engineRule } from '../_shared/engine-rule.js';

export default engineRule('yaml/tab-indentation', {
  kinds: ['*'],
  severity: 'error',
  messages: { tabIndentation: 'Tab character used for indentation: {{detail}}; YAML indents with spaces only.' },
  docs: {
    description: 'Disallow tabs as indentation',
    spec: { doc: 'part1', section: 'Shared conventions' },
    details: 'YAML forbids tabs in indentation; the document does not parse.',
  },
});
