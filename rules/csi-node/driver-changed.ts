import { createRule } from '@plumbline/engine';
import { arr, obj } from '../_shared/helpers.js';
import { deepEqual } from '../_shared/compare.js';

export default createRule({
  id: 'csi-node/driver-changed',
  meta: {
    kinds: ['CSINode'],
    type: 'transition',
    severity: 'error',
    messages: {
      changed:
        '`spec.drivers[{{index}}]` ("{{name}}") differs from the stored entry of that driver; an entry cannot ' +
        'change{{allocatable}} (remove the driver and add it again).',
    },
    docs: {
      description: 'Disallow changing an existing driver entry of a CSINode',
      spec: { doc: 'part3', section: 'CSINode', field: 'spec.drivers' },
      details:
        'Drivers may be added to and removed from `spec.drivers`, but an entry whose name is also in the stored object must stay as ' +
        'stored. With the feature gate `MutableCSINodeAllocatableCount` on, `allocatable` is left out of the comparison so that the ' +
        'node agent can update the count; with the gate off (the v1.34 default) it is compared too. The server reports the change at ' +
        '`spec.drivers`; the editor points at the changed entry.',
    },
  },
  check(ctx) {
    if (!ctx.oldObject) return;
    const mutableCount = ctx.gate('MutableCSINodeAllocatableCount');
    const strip = (driver: unknown): unknown => {
      const copy = { ...obj(driver) };
      if (mutableCount) delete copy.allocatable;
      return copy;
    };
    const oldDrivers = arr(obj(ctx.oldObject.spec).drivers).map(obj);
    arr(obj(ctx.object.spec).drivers).forEach((item, index) => {
      const driver = obj(item);
      for (const old of oldDrivers) {
        if (old.name !== driver.name) continue;
        if (!deepEqual(strip(driver), strip(old), true)) {
          ctx.report({
            messageId: 'changed',
            path: ['spec', 'drivers'],
            at: ['spec', 'drivers', index],
            data: { index, name: String(driver.name ?? ''), allocatable: mutableCount ? ' except for `allocatable`' : '' },
          });
        }
      }
    });
  },
});
