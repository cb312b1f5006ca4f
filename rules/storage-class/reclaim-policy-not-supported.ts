import { createRule } from '@plumbline/engine';
import { quoteList } from '../_shared/helpers.js';
import { RECLAIM_POLICIES } from './kind.js';

export default createRule({
  id: 'storage-class/reclaim-policy-not-supported',
  meta: {
    kinds: ['StorageClass'],
    type: 'field',
    severity: 'error',
    reason: 'FieldValueNotSupported',
    messages: {
      recycle:
        '`reclaimPolicy` is "Recycle"; a StorageClass supports only {{allowed}} (Recycle is possible only on manually created ' +
        'PersistentVolumes, and deprecated there).',
      notSupported: '`reclaimPolicy` is "{{value}}"; allowed: {{allowed}}.',
    },
    docs: {
      description: 'Enforce the reclaim policies a StorageClass supports',
      spec: { doc: 'part3', section: 'StorageClass', field: 'reclaimPolicy' },
      details:
        'The specification lists `Delete`, `Retain` and `Recycle`. The server accepts only `Delete` (the default when unset) and ' +
        '`Retain` for a StorageClass and refuses `Recycle` as not supported; Plumbline follows the server. An empty string is accepted ' +
        'by the server as it stands.',
    },
  },
  check(ctx) {
    const value = ctx.object.reclaimPolicy;
    if (typeof value !== 'string' || value === '' || (RECLAIM_POLICIES as readonly string[]).includes(value)) return;
    const fix = RECLAIM_POLICIES.find((p) => p.toLowerCase() === value.toLowerCase());
    ctx.report({
      messageId: value === 'Recycle' ? 'recycle' : 'notSupported',
      path: ['reclaimPolicy'],
      data: { value, allowed: quoteList(RECLAIM_POLICIES) },
      ...(fix ? { fix: { description: `Use ${fix}`, path: ['reclaimPolicy'], action: 'set' as const, value: fix } } : {}),
    });
  },
});
