import { engineRule } from '../_shared/engine-rule.js';

export default engineRule('manifest/nesting-too-deep', {
  kinds: ['*'],
  severity: 'error',
  messages: {
    tooDeep: '{{which}} is nested more than {{limit}} levels deep; the webhook checks objects up to {{limit}} levels.',
  },
  docs: {
    description: 'Disallow objects nested deeper than the admission webhook validates',
    spec: { doc: 'part1', section: 'Shared conventions' },
    details:
      'The admission webhook measures the nesting of `request.object` (and, on UPDATE, `request.oldObject`) without recursion before any ' +
      'rule runs, ' +
      'and answers an object nested more than 1,000 levels of objects and arrays with this finding (denied in `enforce`, a warning in ' +
      '`warn`, ' +
      'an audit annotation in `audit`), never with an HTTP 500. The API server decodes JSON up to 10,000 levels; some rules copy and ' +
      'compare ' +
      'objects recursively, which would overflow the stack between about 2,000 and 7,000 levels, so the webhook stops at 1,000: a ' +
      'deliberate ' +
      "difference from the server, for objects no real manifest comes near. In files, `yaml/nesting-too-deep` applies the server's " +
      '10,000 levels.',
  },
});
