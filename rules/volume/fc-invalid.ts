import { createRule } from '@plumbline/engine';
import { checkFc } from '../_shared/volume-sources.js';
import { POD_AND_PERSISTENT_KINDS, sourceProblems } from './_rule.js';

export default createRule({
  id: 'volume/fc-invalid',
  meta: {
    kinds: [...POD_AND_PERSISTENT_KINDS],
    type: 'field',
    severity: 'error',
    messages: {
      targetRequired: '`{{path}}` is missing; a Fibre Channel volume needs `targetWWNs` (with `lun`) or `wwids`.',
      targetsAndWwids:
        '`{{path}}` is set together with `wwids`; a Fibre Channel volume takes `targetWWNs` and `lun`, or `wwids`, not ' + 'both.',
      lunRequired: '`{{path}}` is missing; with `targetWWNs` a Fibre Channel volume needs a `lun` from 0 to 255.',
      lunOutOfRange: '`{{path}}` is {{value}}; a Fibre Channel LUN is between 0 and 255.',
    },
    docs: {
      description: 'Require either Fibre Channel target WWNs with a LUN or WWIDs',
      spec: [
        { doc: 'part3', section: 'PersistentVolume', field: 'fc' },
        { doc: 'part3', section: 'Volume (embedded in Pod specs)', field: 'fc' },
      ],
      details:
        'Set either `fc.wwids` or `fc.targetWWNs` with `fc.lun` (0 to 255), not both. The server reports a missing pair at ' +
        '`fc.targetWWNs` and both at once at `fc.targetWWNs`. Applies to Pod volumes and to PersistentVolumes.',
    },
  },
  check(ctx) {
    for (const p of sourceProblems(ctx, 'fc', checkFc)) ctx.report(p);
  },
});
