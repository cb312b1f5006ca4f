import { createRule } from '@plumbline/engine';
import { obj } from '../_shared/helpers.js';
import { deepEqual } from '../_shared/compare.js';

export default createRule({
  id: 'csi-driver/immutable-field-changed',
  meta: {
    kinds: ['CSIDriver'],
    type: 'transition',
    severity: 'error',
    messages: {
      attachRequired: '`spec.attachRequired` changed from {{old}} to {{value}}; it is immutable (delete and re-create the CSIDriver).',
      volumeLifecycleModes:
        '`spec.volumeLifecycleModes` changed from [{{old}}] to [{{value}}]; it is immutable (delete and re-create ' + 'the CSIDriver).',
    },
    docs: {
      description: 'Disallow changing `attachRequired` and `volumeLifecycleModes` of a CSIDriver',
      spec: { doc: 'part3', section: 'CSIDriver', field: 'attachRequired' },
      details:
        'The server compares both fields after defaulting (an omitted `attachRequired` is `true`, an empty `volumeLifecycleModes` is ' +
        '`[Persistent]`). All other spec fields are mutable in v1.34: `podInfoOnMount`, `requiresRepublish`, `seLinuxMount`, ' +
        '`storageCapacity`, `fsGroupPolicy`, `tokenRequests` and `nodeAllocatableUpdatePeriodSeconds`. The server reports a change of ' +
        '`attachRequired` at the misspelt path `spec.attachedRequired`; Plumbline uses the same path so that tools matching the ' +
        "server's answer agree, and points the editor at `spec.attachRequired`.",
    },
  },
  check(ctx) {
    if (!ctx.oldObject) return;
    // Both objects come defaulted from the engine.
    const now = obj(ctx.object.spec);
    const before = obj(ctx.oldObject.spec);
    if (now.attachRequired !== before.attachRequired) {
      ctx.report({
        messageId: 'attachRequired',
        path: ['spec', 'attachedRequired'],
        at: ['spec', 'attachRequired'],
        data: { old: String(before.attachRequired), value: String(now.attachRequired) },
      });
    }
    if (!deepEqual(now.volumeLifecycleModes, before.volumeLifecycleModes, true)) {
      const text = (v: unknown): string => (Array.isArray(v) ? v.map(String).join(', ') : '');
      ctx.report({
        messageId: 'volumeLifecycleModes',
        path: ['spec', 'volumeLifecycleModes'],
        data: { old: text(before.volumeLifecycleModes), value: text(now.volumeLifecycleModes) },
      });
    }
  },
});
