import { createRule } from '@plumbline/engine';
import { isObject } from '../_shared/helpers.js';
import { volumeModeProblems } from '../_shared/volume-sources.js';

export default createRule({
  id: 'persistent-volume-claim/volume-mode-not-supported',
  meta: {
    kinds: ['PersistentVolumeClaim'],
    type: 'field',
    severity: 'error',
    reason: 'FieldValueNotSupported',
    messages: {
      volumeModeNotSupported: '`{{path}}` is "{{value}}"; the volume mode is one of {{allowed}}.',
    },
    docs: {
      description: 'Enforce Block or Filesystem as claim volume mode',
      spec: { doc: 'part3', section: 'PersistentVolumeClaim', field: 'volumeMode' },
      details: '`spec.volumeMode` is Block or Filesystem; the server defaults an absent mode to Filesystem.',
    },
  },
  check(ctx) {
    // A claim without a spec is checked as one with an empty spec (the server requires its fields).
    const spec = isObject(ctx.object.spec) ? ctx.object.spec : {};
    for (const p of volumeModeProblems(spec.volumeMode, ['spec', 'volumeMode'])) ctx.report(p);
  },
});
