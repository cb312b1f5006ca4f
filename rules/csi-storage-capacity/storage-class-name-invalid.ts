import { createRule, dns1123Subdomain } from '@plumbline/engine';

export default createRule({
  id: 'csi-storage-capacity/storage-class-name-invalid',
  meta: {
    kinds: ['CSIStorageCapacity'],
    type: 'field',
    severity: 'error',
    messages: {
      missing: '`storageClassName` is required: name the StorageClass the capacity applies to.',
      invalid: '`storageClassName` is "{{value}}": {{problem}}.',
    },
    docs: {
      description: 'Require `storageClassName` to be a valid StorageClass name',
      spec: { doc: 'part3', section: 'CSIStorageCapacity', field: 'storageClassName' },
      details:
        'The server checks `storageClassName` as a DNS subdomain (lowercase letters, digits, `-` and `.`, at most 253 characters). A ' +
        'missing or empty name fails that check: the server reports it as an invalid value (not as a missing field) at ' +
        '`storageClassName`.',
    },
  },
  check(ctx) {
    const value = ctx.object.storageClassName;
    if (value === undefined || value === null || value === '') {
      ctx.report({
        messageId: 'missing',
        path: ['storageClassName'],
        ...(value === undefined || value === null ? { at: ['metadata'], target: 'key' as const } : {}),
      });
      return;
    }
    if (typeof value !== 'string') return;
    for (const problem of dns1123Subdomain(value))
      ctx.report({ messageId: 'invalid', path: ['storageClassName'], data: { value, problem } });
  },
});
