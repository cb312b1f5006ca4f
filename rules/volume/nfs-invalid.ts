import { createRule } from '@plumbline/engine';
import { checkNfs } from '../_shared/volume-sources.js';
import { POD_AND_PERSISTENT_KINDS, sourceProblems } from './_rule.js';

export default createRule({
  id: 'volume/nfs-invalid',
  meta: {
    kinds: [...POD_AND_PERSISTENT_KINDS],
    type: 'field',
    severity: 'error',
    messages: {
      serverRequired: '`{{path}}` is missing or empty; an NFS volume names the host name or IP of its NFS server.',
      pathRequired: '`{{path}}` is missing or empty; an NFS volume names the path the server exports.',
      pathNotAbsolute: '`{{path}}` is "{{value}}"; the exported NFS path must be absolute (start with `/`).',
    },
    docs: {
      description: 'Require an NFS server and an absolute export path',
      spec: [
        { doc: 'part3', section: 'PersistentVolume', field: 'nfs' },
        { doc: 'part3', section: 'Volume (embedded in Pod specs)', field: 'nfs' },
      ],
      details:
        '`nfs.server` and `nfs.path` are required and the path must be absolute. Applies to Pod volumes and to PersistentVolumes. ' +
        'The server does not check the server name or address format.',
    },
  },
  check(ctx) {
    for (const p of sourceProblems(ctx, 'nfs', checkNfs)) ctx.report(p);
  },
});
