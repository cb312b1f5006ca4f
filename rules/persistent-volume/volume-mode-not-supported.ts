import { createRule } from '@plumbline/engine';
import { isObject } from '../_shared/helpers.js';
import { volumeModeProblems } from '../_shared/volume-sources.js';

export default createRule({
  id: 'persistent-volume/volume-mode-not-supported',
  meta: {
    kinds: ['PersistentVolume'],
    type: 'field',
    severity: 'error',
    reason: 'FieldValueNotSupported',
    messages: {
      volumeModeNotSupported: '`{{path}}` is "{{value}}"; the volume mode is one of {{allowed}}.',
    },
    docs: {
      description: 'Enforce Block or Filesystem as PersistentVolume volume mode',
      spec: { doc: 'part3', section: 'PersistentVolume', field: 'volumeMode' },
      details: '`spec.volumeMode` is Block or Filesystem; the server defaults an absent mode to Filesystem.',
    },
  },
  check(ctx) {
    const spec = ctx.object.spec;
    if (!isObject(spec)) return;
    for (const p of volumeModeProblems(spec.volumeMode, ['spec', 'volumeMode'])) ctx.report(p);
  },
});
