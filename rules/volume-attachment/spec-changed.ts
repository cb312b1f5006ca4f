import { createRule } from '@plumbline/engine';
import { deepEqual } from '../_shared/compare.js';

export default createRule({
  id: 'volume-attachment/spec-changed',
  meta: {
    kinds: ['VolumeAttachment'],
    type: 'transition',
    severity: 'error',
    messages: {
      changed:
        '`spec` differs from the stored VolumeAttachment; the spec is immutable (only metadata and, through the status ' +
        'subresource, status may change).',
    },
    docs: {
      description: 'Disallow changing the spec of a VolumeAttachment',
      spec: { doc: 'part3', section: 'VolumeAttachment', field: 'spec' },
      details:
        'The server compares the whole `spec` with the stored one (semantically: empty and absent lists or maps are equal) and reports ' +
        'any change as an invalid value at `spec`. Status updates through the status subresource keep the stored spec, so they never ' +
        'trip this rule.',
    },
  },
  check(ctx) {
    const old = ctx.oldObject;
    if (!old) return;
    if (!deepEqual({ spec: ctx.object.spec ?? {} }, { spec: old.spec ?? {} }, true))
      ctx.report({ messageId: 'changed', path: ['spec'], target: 'key' });
  },
});
