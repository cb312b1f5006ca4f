import { GENERIC_MESSAGES, volumeModeProblems } from '../_shared/volume-sources.js';
import { pvRule } from './_rule.js';

export default pvRule(
  'persistent-volume/volume-mode-not-supported',
  {
    severity: 'error',
    reason: 'FieldValueNotSupported',
    messages: { notSupported: GENERIC_MESSAGES.notSupported },
    docs: {
      description: 'Enforce Block or Filesystem as PersistentVolume volume mode',
      spec: { doc: 'part3', section: 'PersistentVolume', field: 'volumeMode' },
      details: '`spec.volumeMode` is Block or Filesystem; the server defaults an absent mode to Filesystem.',
    },
  },
  (spec) => volumeModeProblems(spec.volumeMode, ['spec', 'volumeMode']),
);
