import { GENERIC_MESSAGES, volumeModeProblems } from '../_shared/volume-sources.js';
import { pvcRule } from './_rule.js';

export default pvcRule(
  'persistent-volume-claim/volume-mode-not-supported',
  {
    severity: 'error',
    reason: 'FieldValueNotSupported',
    messages: { notSupported: GENERIC_MESSAGES.notSupported },
    docs: {
      description: 'Enforce Block or Filesystem as claim volume mode',
      spec: { doc: 'part3', section: 'PersistentVolumeClaim', field: 'volumeMode' },
      details: '`spec.volumeMode` is Block or Filesystem; the server defaults an absent mode to Filesystem.',
    },
  },
  (spec) => volumeModeProblems(spec.volumeMode, ['spec', 'volumeMode']),
);
