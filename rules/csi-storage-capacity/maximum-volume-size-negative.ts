import { createRule, parseQuantity } from '@plumbline/engine';

export default createRule({
  id: 'csi-storage-capacity/maximum-volume-size-negative',
  meta: {
    kinds: ['CSIStorageCapacity'],
    type: 'field',
    severity: 'warning',
    messages: {
      negative: '`maximumVolumeSize` is {{value}}; a negative size matches no volume, so no node qualifies.',
    },
    docs: {
      description: 'Disallow a negative `maximumVolumeSize`',
      spec: { doc: 'part3', section: 'CSIStorageCapacity', field: 'maximumVolumeSize' },
      details:
        'The server does not validate `maximumVolumeSize`, so a negative value is accepted; the scheduler then finds every request too ' +
        "large for this topology segment. Plumbline warns and keeps the server's verdict.",
    },
  },
  check(ctx) {
    const parsed = parseQuantity(ctx.object.maximumVolumeSize);
    if (parsed && parsed.value < 0) ctx.report({ messageId: 'negative', path: ['maximumVolumeSize'], data: { value: parsed.text } });
  },
});
