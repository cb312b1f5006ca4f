import { createRule } from '@plumbline/engine';
import { deepEqual } from '../_shared/compare.js';

export default createRule({
  id: 'volume-attributes-class/immutable-field-changed',
  meta: {
    kinds: ['VolumeAttributesClass'],
    type: 'transition',
    severity: 'error',
    reason: 'FieldValueForbidden',
    messages: {
      forbidden:
        '`{{field}}` changed; updates to `{{field}}` are forbidden (create a new VolumeAttributesClass and point the claims at ' + 'it).',
    },
    docs: {
      description: 'Disallow changing `driverName` and `parameters` of a VolumeAttributesClass',
      spec: { doc: 'part3', section: 'VolumeAttributesClass', field: 'parameters' },
      details:
        'The server forbids updates of `driverName` and `parameters` (compared as written: an empty map and an absent one differ). To ' +
        "change the attributes of a volume, create a new class and set the claim's `volumeAttributesClassName` to it.",
    },
  },
  check(ctx) {
    const old = ctx.oldObject;
    if (!old) return;
    if ((ctx.object.driverName ?? '') !== (old.driverName ?? ''))
      ctx.report({ messageId: 'forbidden', path: ['driverName'], data: { field: 'driverName' } });
    if (!deepEqual(ctx.object.parameters, old.parameters))
      ctx.report({ messageId: 'forbidden', path: ['parameters'], data: { field: 'parameters' } });
  },
});
