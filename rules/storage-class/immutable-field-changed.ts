import { createRule } from '@plumbline/engine';
import { deepEqual } from '../_shared/compare.js';
import { applyStorageClassDefaults } from './kind.js';

export default createRule({
  id: 'storage-class/immutable-field-changed',
  meta: {
    kinds: ['StorageClass'],
    type: 'transition',
    severity: 'error',
    reason: 'FieldValueForbidden',
    messages: {
      forbidden: '`{{field}}` changed; updates to `{{field}}` are forbidden (create a new StorageClass instead).',
      immutable: '`volumeBindingMode` changed from "{{old}}" to "{{value}}"; it is immutable (create a new StorageClass instead).',
    },
    docs: {
      description: 'Disallow changing the provisioning settings of a StorageClass',
      spec: { doc: 'part3', section: 'StorageClass' },
      details:
        'The server forbids updates of `provisioner`, `parameters` and `reclaimPolicy` (after defaulting: an absent `reclaimPolicy` is ' +
        '`Delete`), and reports a changed `volumeBindingMode` (absent means `Immediate`) as an invalid value: the field is immutable. ' +
        '`parameters` is compared as written: an empty map and an absent one differ. `allowVolumeExpansion`, `mountOptions`, ' +
        '`allowedTopologies` and metadata may change.',
    },
  },
  check(ctx) {
    const old = ctx.oldObject;
    if (!old) return;
    const before = structuredClone(old);
    applyStorageClassDefaults(before);
    const now = ctx.object;
    if (!deepEqual(now.parameters, before.parameters))
      ctx.report({ messageId: 'forbidden', path: ['parameters'], data: { field: 'parameters' } });
    if ((now.provisioner ?? '') !== (before.provisioner ?? ''))
      ctx.report({ messageId: 'forbidden', path: ['provisioner'], data: { field: 'provisioner' } });
    if (now.reclaimPolicy !== before.reclaimPolicy)
      ctx.report({ messageId: 'forbidden', path: ['reclaimPolicy'], data: { field: 'reclaimPolicy' } });
    if (now.volumeBindingMode !== before.volumeBindingMode) {
      ctx.report({
        messageId: 'immutable',
        path: ['volumeBindingMode'],
        reason: 'FieldValueInvalid',
        data: { old: String(before.volumeBindingMode), value: String(now.volumeBindingMode) },
      });
    }
  },
});
