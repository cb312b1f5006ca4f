import { createRule } from '@plumbline/engine';
import { arr, quoteList, spec } from '../_shared/helpers.js';
import { VOLUME_LIFECYCLE_MODES } from './kind.js';

export default createRule({
  id: 'csi-driver/volume-lifecycle-mode-not-supported',
  meta: {
    kinds: ['CSIDriver'],
    type: 'field',
    severity: 'error',
    reason: 'FieldValueNotSupported',
    messages: {
      notSupported: '`spec.volumeLifecycleModes[{{index}}]` is "{{value}}"; allowed: {{allowed}}.',
    },
    docs: {
      description: 'Enforce the allowed values of `spec.volumeLifecycleModes`',
      spec: { doc: 'part3', section: 'CSIDriver', field: 'volumeLifecycleModes' },
      details:
        'Each mode must be `Persistent` or `Ephemeral` (case-sensitive). The server reports a bad mode at `spec.volumeLifecycleModes` ' +
        'without the index; the editor points at the entry. An empty list is defaulted to `[Persistent]`.',
    },
  },
  check(ctx) {
    arr(spec(ctx).volumeLifecycleModes).forEach((mode, index) => {
      if (typeof mode === 'string' && !(VOLUME_LIFECYCLE_MODES as readonly string[]).includes(mode)) {
        ctx.report({
          messageId: 'notSupported',
          path: ['spec', 'volumeLifecycleModes'],
          at: ['spec', 'volumeLifecycleModes', index],
          data: { index, value: mode, allowed: quoteList(VOLUME_LIFECYCLE_MODES) },
        });
      }
    });
  },
});
