import { GENERIC_MESSAGES, accessModeProblems } from '../_shared/volume-sources.js';
import { pvcRule } from './_rule.js';

export default pvcRule(
  'persistent-volume-claim/access-modes-invalid',
  {
    severity: 'error',
    messages: { required: GENERIC_MESSAGES.required, notSupported: GENERIC_MESSAGES.notSupported, forbidden: GENERIC_MESSAGES.forbidden },
    docs: {
      description: 'Require known claim access modes, ReadWriteOncePod alone',
      spec: { doc: 'part3', section: 'PersistentVolumeClaim', field: 'accessModes' },
      details: '`spec.accessModes` needs at least one of ReadWriteOnce, ReadOnlyMany, ReadWriteMany and ReadWriteOncePod; ReadWriteOncePod may not be combined with another mode. The server reports unknown values and the combination at `spec.accessModes`. The same checks apply to ephemeral volume claim templates (`volume/ephemeral-invalid`).',
    },
  },
  (spec) => accessModeProblems(spec.accessModes, ['spec', 'accessModes']),
);
