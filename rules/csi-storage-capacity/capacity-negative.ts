import { createRule, parseQuantity } from '@plumbline/engine';

export default createRule({
  id: 'csi-storage-capacity/capacity-negative',
  meta: {
    kinds: ['CSIStorageCapacity'],
    type: 'field',
    severity: 'error',
    messages: {
      negative: '`capacity` is {{value}}; it must not be negative.',
    },
    docs: {
      description: 'Disallow a negative `capacity`',
      spec: { doc: 'part3', section: 'CSIStorageCapacity', field: 'capacity' },
      details:
        'The server refuses a negative `capacity`. It does not check `maximumVolumeSize`; ' +
        '`csi-storage-capacity/maximum-volume-size-negative` warns about a negative value there.',
    },
  },
  check(ctx) {
    const parsed = parseQuantity(ctx.object.capacity);
    if (parsed && parsed.value < 0) ctx.report({ messageId: 'negative', path: ['capacity'], data: { value: parsed.text } });
  },
});
