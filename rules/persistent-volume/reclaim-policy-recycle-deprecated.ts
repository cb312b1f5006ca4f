import { createRule } from '@plumbline/engine';
import { isObject } from '../_shared/helpers.js';

export default createRule({
  id: 'persistent-volume/reclaim-policy-recycle-deprecated',
  meta: {
    kinds: ['PersistentVolume'],
    type: 'field',
    severity: 'warning',
    messages: {
      deprecated:
        '`spec.persistentVolumeReclaimPolicy` is Recycle, which is deprecated; use dynamic provisioning (a ' +
        'StorageClass with reclaim policy Delete) instead.',
    },
    docs: {
      description: 'Disallow the deprecated Recycle reclaim policy',
      spec: { doc: 'part3', section: 'PersistentVolume', field: 'persistentVolumeReclaimPolicy' },
      details:
        'The server accepts Recycle with a deprecation warning, for any volume source (the specification adds that the volume ' +
        'plugin must support it; at validation only a hostPath of `/` is refused). Plumbline warns the same way.',
    },
  },
  check(ctx) {
    if (isObject(ctx.object.spec) && ctx.object.spec.persistentVolumeReclaimPolicy === 'Recycle') {
      ctx.report({ messageId: 'deprecated', path: ['spec', 'persistentVolumeReclaimPolicy'], reason: 'FieldValueInvalid' });
    }
  },
});
