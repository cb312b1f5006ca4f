import { GENERIC_MESSAGES, checkNfs } from '../_shared/volume-sources.js';
import { sharedSourceProblems } from './_checks.js';
import { persistentSource, volumeRule } from './_rule.js';

export default volumeRule(
  'volume/nfs-invalid',
  {
    severity: 'error',
    messages: { required: GENERIC_MESSAGES.required, invalid: GENERIC_MESSAGES.invalid },
    docs: {
      description: 'Require an NFS server and an absolute export path',
      spec: [
        { doc: 'part3', section: 'PersistentVolume', field: 'nfs' },
        { doc: 'part3', section: 'Volume (embedded in Pod specs)', field: 'nfs' },
      ],
      details: '`nfs.server` and `nfs.path` are required and the path must be absolute. Applies to Pod volumes and to PersistentVolumes. The server does not check the server name or address format.',
    },
  },
  (v, env) => sharedSourceProblems(v.volume, v.path, env, 'nfs'),
  persistentSource('nfs', checkNfs),
);
