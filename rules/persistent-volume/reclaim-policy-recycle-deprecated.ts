import { pvRule } from './_rule.js';

export default pvRule(
  'persistent-volume/reclaim-policy-recycle-deprecated',
  {
    severity: 'warning',
    messages: { deprecated: '`spec.persistentVolumeReclaimPolicy` is Recycle, which is deprecated; use dynamic provisioning (a StorageClass with reclaim policy Delete) instead.' },
    docs: {
      description: 'Disallow the deprecated Recycle reclaim policy',
      spec: { doc: 'part3', section: 'PersistentVolume', field: 'persistentVolumeReclaimPolicy' },
      details: 'The server accepts Recycle with a deprecation warning, for any volume source (the specification adds that the volume plugin must support it; at validation only a hostPath of `/` is refused). Plumbline warns the same way.',
    },
  },
  (spec) => (spec.persistentVolumeReclaimPolicy === 'Recycle' ? [{ messageId: 'deprecated', path: ['spec', 'persistentVolumeReclaimPolicy'], reason: 'FieldValueInvalid', data: {} }] : []),
);
