import { createRule } from '@plumbline/engine';
import { checkEnum, spec } from '../_shared/helpers.js';
import { FS_GROUP_POLICIES } from './kind.js';

export default createRule({
  id: 'csi-driver/fs-group-policy-not-supported',
  meta: {
    kinds: ['CSIDriver'],
    type: 'field',
    severity: 'error',
    reason: 'FieldValueNotSupported',
    messages: {
      notSupported: '`{{path}}` is "{{value}}"; allowed: {{allowed}}.',
    },
    docs: {
      description: 'Enforce the allowed values of `spec.fsGroupPolicy`',
      spec: { doc: 'part3', section: 'CSIDriver', field: 'fsGroupPolicy' },
      details:
        'The specification names only the default; the server accepts `ReadWriteOnceWithFSType` (the default: apply the Pod fsGroup only ' +
        'when the volume has an fsType and a ReadWriteOnce access mode), `File` (always apply it) and `None` (never), case-sensitive.',
    },
  },
  check(ctx) {
    checkEnum(ctx, spec(ctx).fsGroupPolicy, ['spec', 'fsGroupPolicy'], FS_GROUP_POLICIES);
  },
});
