import { engineRule } from '../_shared/engine-rule.js';

export default engineRule('manifest/not-an-object', {
  kinds: ['*'],
  severity: 'error',
  messages: { notAnObject: 'The document is {{found}}; a Kubernetes manifest is an object with apiVersion, kind and metadata.' },
  docs: {
    description: 'Require every document to be an object',
    spec: { doc: 'part1', section: 'Shared conventions' },
    details:
      'Every kind is an object with `apiVersion`, `kind` and `metadata`. A document that is a scalar, or a `List` item that is ' +
      'not an object, cannot be sent to the API server. In a file, a document whose top level is a list of anything but manifests (no ' +
      "item has `apiVersion` or `kind`) is taken for another tool's file and only noted (`manifest/not-a-manifest`).",
  },
});
