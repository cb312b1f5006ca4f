import { engineRule } from '../_shared/engine-rule.js';

export default engineRule('yaml/nesting-too-deep', {
  kinds: ['*'],
  severity: 'error',
  messages: {
    tooDeep: 'The document nests {{depth}} levels deep; the API server reads at most {{limit}} levels ("exceeded max depth of {{limit}}").',
    tooDeepToRead:
      'The document nests {{depth}} levels deep and uses anchors, aliases, tags, merge, complex or repeated keys, or has a syntax error, ' +
      'which Plumbline reads only up to {{limit}} levels deep; it was not checked.',
  },
  docs: {
    description: 'Disallow documents nested deeper than the API server reads',
    spec: { doc: 'part1', section: 'Shared conventions' },
    details:
      "The API server's readers stop at 10,000 levels of nesting: go-yaml's scanner refuses deeper flow or block collections (`exceeded " +
      'max depth of 10000`) and the JSON decoder deeper objects. Plumbline reads documents up to that depth (beyond 400 levels without ' +
      "source positions: findings point at the document's first character) and reports deeper ones here, instead of overflowing its " +
      'stack. The other documents of the file are still checked. One difference from the server: beyond 400 levels, a document that ' +
      'uses anchors, aliases, tags, merge keys, complex or repeated keys, or has a syntax error, is not read (`tooDeepToRead`, the ' +
      'document is not checked), where the API server reads it if it stays within 10,000 levels.',
  },
});
