import { createRule } from '@plumbline/engine';
import { VALIDATED_POD_KINDS } from '../_shared/pod-template.js';
import { itemPathProblems } from './_checks.js';
import { forEachVolume } from './_rule.js';

export default createRule({
  id: 'volume/item-path-invalid',
  meta: {
    kinds: [...VALIDATED_POD_KINDS],
    type: 'field',
    severity: 'error',
    messages: {
      keyRequired: '`{{path}}` is missing or empty; each item of a configMap or secret volume names the key it projects.',
      pathRequired: '`{{path}}` is missing or empty; each item names the file it is written to.',
      pathAbsolute: '`{{path}}` is "{{value}}", an absolute path; an item path is relative to the volume.',
      pathBackstep: '`{{path}}` is "{{value}}", which contains a `..` element; an item path may not step out of the volume.',
      pathDotDotPrefix: '`{{path}}` is "{{value}}", which starts with `..`; the kubelet keeps such names for its own files.',
      duplicatePath:
        '`{{path}}` writes the file "{{file}}" twice (again from "{{value}}"); the files of a projected volume need ' + 'distinct paths.',
    },
    docs: {
      description: 'Require relative, non-escaping and distinct paths for projected volume files',
      spec: { doc: 'part3', section: 'Volume (embedded in Pod specs)', field: 'items' },
      details: [
        'Items of configMap and secret volumes (and of their projections) need a `key` and a `path`; downwardAPI items need a `path`. A ' +
          'path must be relative, must not contain a `..` element and must not start with `..` (the kubelet uses `..`-prefixed names for ' +
          'its own files).',
        'Within a projected volume the file paths of all sources must be distinct ("conflicting duplicate paths", reported at ' +
          '`<volume>.projected`).',
        'Paths of downwardAPI items are reported at `<volume>.downwardAPI.path` without the item index, as the server does.',
      ].join('\n\n'),
    },
  },
  check(ctx) {
    forEachVolume(ctx, (v, env) => {
      for (const p of itemPathProblems(v.volume, v.path, env)) ctx.report(p);
    });
  },
});
