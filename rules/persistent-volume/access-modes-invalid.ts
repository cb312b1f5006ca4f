import { GENERIC_MESSAGES, accessModeProblems } from '../_shared/volume-sources.js';
import { pvRule } from './_rule.js';

export default pvRule(
  'persistent-volume/access-modes-invalid',
  {
    severity: 'error',
    messages: { required: GENERIC_MESSAGES.required, notSupported: GENERIC_MESSAGES.notSupported, forbidden: GENERIC_MESSAGES.forbidden },
    docs: {
      description: 'Require known PersistentVolume access modes, ReadWriteOncePod alone',
      spec: { doc: 'part3', section: 'PersistentVolume', field: 'accessModes' },
      details: '`spec.accessModes` needs at least one of ReadWriteOnce, ReadOnlyMany, ReadWriteMany and ReadWriteOncePod; ReadWriteOncePod may not be combined with another mode. The server reports unknown values and the combination at `spec.accessModes`.',
    },
  },
  (spec) => accessModeProblems(spec.accessModes, ['spec', 'accessModes']),
);
