import { engineRule } from '../_shared/engine-rule.js';

export default engineRule('yaml/duplicate-key', {
  kinds: ['*'],
  severity: 'error',
  messages: { duplicateKey: 'Duplicate key: {{detail}}; kubectl refuses a mapping with the same key twice.' },
  docs: {
    description: 'Disallow duplicate keys in one mapping',
    spec: { doc: 'part1', section: 'Shared conventions' },
    details:
      'kubectl\'s YAML reader refuses a mapping that repeats a key ("already set in map"); other tools silently keep one of the ' +
      'values.',
  },
});
