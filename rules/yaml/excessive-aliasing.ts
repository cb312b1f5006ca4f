import { engineRule } from '../_shared/engine-rule.js';

export default engineRule('yaml/excessive-aliasing', {
  kinds: ['*'],
  severity: 'error',
  messages: {
    excessiveAliasing:
      'The document expands its aliases too much: {{aliased}} of the first {{decoded}} nodes read come from aliases, more than the ' +
      '{{percent}} % kubectl\'s YAML reader allows ("document contains excessive aliasing").',
  },
  docs: {
    description: 'Disallow documents whose aliases expand out of proportion to their size',
    spec: { doc: 'part1', section: 'Shared conventions' },
    details:
      'An alias (`*name`) repeats the node its anchor (`&name`) marks; aliases of aliases grow exponentially (a "billion laughs" ' +
      'document of a few hundred bytes expands to billions of nodes). kubectl and the API server read YAML with go-yaml (through ' +
      'sigs.k8s.io/yaml), which counts the nodes it decodes and those reached through aliases, and refuses a document once more than ' +
      '100 of over 1,000 nodes come from aliases and their share exceeds 99 % (for documents up to 400,000 nodes, falling to 10 % at ' +
      '4,000,000). Plumbline applies the same rule while it reads the document, so such a file is reported at once instead of hanging ' +
      'the run or the editor. The other documents of the file are still checked.',
  },
});
