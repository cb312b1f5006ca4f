import { createRule } from '@plumbline/engine';
import { isSet } from '../_shared/helpers.js';
import { deepEqual } from '../_shared/compare.js';

export default createRule({
  id: 'csi-storage-capacity/immutable-field-changed',
  meta: {
    kinds: ['CSIStorageCapacity'],
    type: 'transition',
    severity: 'error',
    messages: {
      changed: '`{{field}}` changed; it is immutable (create a new CSIStorageCapacity instead).',
    },
    docs: {
      description: 'Disallow changing `storageClassName` and `nodeTopology` of a CSIStorageCapacity',
      spec: { doc: 'part3', section: 'CSIStorageCapacity', field: 'storageClassName' },
      details:
        "Both fields are the input of the driver's capacity query, so the server keeps them immutable (`nodeTopology` is compared " +
        'semantically: an empty list and an absent one are equal). `capacity` and `maximumVolumeSize` may change.',
    },
  },
  check(ctx) {
    const old = ctx.oldObject;
    if (!old) return;
    if ((ctx.object.storageClassName ?? '') !== (old.storageClassName ?? ''))
      ctx.report({ messageId: 'changed', path: ['storageClassName'], data: { field: 'storageClassName' } });
    const now = ctx.object.nodeTopology;
    const before = old.nodeTopology;
    // An unset selector (no node) and an empty one (every node) differ; inside a set selector, empty and absent lists are equal.
    const changed = isSet(now) !== isSet(before) || (isSet(now) && !deepEqual({ selector: now }, { selector: before }, true));
    if (changed) ctx.report({ messageId: 'changed', path: ['nodeTopology'], data: { field: 'nodeTopology' } });
  },
});
