import { createRule } from '@plumbline/engine';
import { checkHostPath } from '../_shared/volume-sources.js';
import { POD_AND_PERSISTENT_KINDS, sourceProblems } from './_rule.js';

export default createRule({
  id: 'volume/host-path-invalid',
  meta: {
    kinds: [...POD_AND_PERSISTENT_KINDS],
    type: 'field',
    severity: 'error',
    messages: {
      pathRequired: '`{{path}}` is missing or empty; a hostPath volume names the path on the node to mount.',
      pathBackstep: '`{{path}}` is "{{value}}", which contains a `..` element; a hostPath path may not step up a directory.',
      typeNotSupported: '`{{path}}` is "{{value}}"; the hostPath type is one of {{allowed}} (case-sensitive).',
    },
    docs: {
      description: 'Require a hostPath path without `..` and a known hostPath type',
      spec: [
        { doc: 'part3', section: 'PersistentVolume', field: 'hostPath' },
        { doc: 'part3', section: 'Volume (embedded in Pod specs)', field: 'hostPath' },
      ],
      details: [
        '`hostPath.path` is required and must not contain a `..` element. `hostPath.type` is empty (no check, the default the server ' +
          'fills in), BlockDevice, CharDevice, Directory, DirectoryOrCreate, File, FileOrCreate or Socket; values are case-sensitive ' +
          '(`directory` is refused).',
        'Applies to Pod volumes and to PersistentVolumes. Only the source the server validates (the first one set) is checked.',
      ].join('\n\n'),
    },
  },
  check(ctx) {
    for (const p of sourceProblems(ctx, 'hostPath', checkHostPath)) ctx.report(p);
  },
});
