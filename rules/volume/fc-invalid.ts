import { GENERIC_MESSAGES, checkFc } from '../_shared/volume-sources.js';
import { sharedSourceProblems } from './_checks.js';
import { persistentSource, volumeRule } from './_rule.js';

export default volumeRule(
  'volume/fc-invalid',
  {
    severity: 'error',
    messages: { required: GENERIC_MESSAGES.required, invalid: GENERIC_MESSAGES.invalid },
    docs: {
      description: 'Require either Fibre Channel target WWNs with a LUN or WWIDs',
      spec: [
        { doc: 'part3', section: 'PersistentVolume', field: 'fc' },
        { doc: 'part3', section: 'Volume (embedded in Pod specs)', field: 'fc' },
      ],
      details: 'Set either `fc.wwids` or `fc.targetWWNs` with `fc.lun` (0 to 255), not both. The server reports a missing pair at `fc.targetWWNs` and both at once at `fc.targetWWNs`. Applies to Pod volumes and to PersistentVolumes.',
    },
  },
  (v, env) => sharedSourceProblems(v.volume, v.path, env, 'fc'),
  persistentSource('fc', checkFc),
);
