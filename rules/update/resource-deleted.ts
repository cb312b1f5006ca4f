import { engineRule } from '../_shared/engine-rule.js';

export default engineRule('update/resource-deleted', {
  kinds: ['*'],
  severity: 'info',
  messages: {
    deleted: '`{{resource}}` ({{apiVersion}}) is no longer in the new manifests: applying them does not delete it, pruning ' + 'would.',
  },
  docs: {
    description: 'Enforce a note on resources that an update run no longer finds',
    spec: { doc: 'part1', section: 'States and transitions' },
    details:
      'With `plumbline lint --old <dir>` or `--base <git-ref>`, resources are paired by identity (group, kind, namespace, name). A ' +
      'stored resource with no partner in the new manifests was deleted or renamed: `kubectl apply` leaves it in the cluster unless it ' +
      'prunes. The note points at the resource in the old file, at info level, so that a rename that breaks references is not missed.',
  },
});
