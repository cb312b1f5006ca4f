import { GENERIC_MESSAGES, checkHostPath } from '../_shared/volume-sources.js';
import { sharedSourceProblems } from './_checks.js';
import { persistentSource, volumeRule } from './_rule.js';

export default volumeRule(
  'volume/host-path-invalid',
  {
    severity: 'error',
    messages: { required: GENERIC_MESSAGES.required, invalid: GENERIC_MESSAGES.invalid, notSupported: GENERIC_MESSAGES.notSupported },
    docs: {
      description: 'Require a hostPath path without `..` and a known hostPath type',
      spec: [
        { doc: 'part3', section: 'PersistentVolume', field: 'hostPath' },
        { doc: 'part3', section: 'Volume (embedded in Pod specs)', field: 'hostPath' },
      ],
      details: [
        '`hostPath.path` is required and must not contain a `..` element. `hostPath.type` is empty (no check, the default the server fills in), BlockDevice, CharDevice, Directory, DirectoryOrCreate, File, FileOrCreate or Socket; values are case-sensitive (`directory` is refused).',
        'Applies to Pod volumes and to PersistentVolumes. Only the source the server validates (the first one set) is checked.',
      ].join('\n\n'),
    },
  },
  (v, env) => sharedSourceProblems(v.volume, v.path, env, 'hostPath'),
  persistentSource('hostPath', checkHostPath),
);
