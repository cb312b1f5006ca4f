import { GENERIC_MESSAGES } from '../_shared/volume-sources.js';
import { itemPathProblems } from './_checks.js';
import { volumeRule } from './_rule.js';

export default volumeRule(
  'volume/item-path-invalid',
  {
    severity: 'error',
    messages: { required: GENERIC_MESSAGES.required, invalid: GENERIC_MESSAGES.invalid },
    docs: {
      description: 'Require relative, non-escaping and distinct paths for projected volume files',
      spec: { doc: 'part3', section: 'Volume (embedded in Pod specs)', field: 'items' },
      details: [
        'Items of configMap and secret volumes (and of their projections) need a `key` and a `path`; downwardAPI items need a `path`. A path must be relative, must not contain a `..` element and must not start with `..` (the kubelet uses `..`-prefixed names for its own files).',
        'Within a projected volume the file paths of all sources must be distinct ("conflicting duplicate paths", reported at `<volume>.projected`).',
        'Paths of downwardAPI items are reported at `<volume>.downwardAPI.path` without the item index, as the server does.',
      ].join('\n\n'),
    },
  },
  (v, env) => itemPathProblems(v.volume, v.path, env),
);
