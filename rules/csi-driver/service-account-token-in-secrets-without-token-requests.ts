import { createRule } from '@plumbline/engine';
import { arr, isSet, spec } from '../_shared/helpers.js';

export default createRule({
  id: 'csi-driver/service-account-token-in-secrets-without-token-requests',
  meta: {
    kinds: ['CSIDriver'],
    type: 'cross-field',
    severity: 'warning',
    messages: {
      withoutRequests:
        '`spec.serviceAccountTokenInSecrets` is set without `spec.tokenRequests`; the specification allows it only ' +
        'together with token requests (and a v1.34 server does not know the field and drops it).',
    },
    docs: {
      description: 'Disallow `serviceAccountTokenInSecrets` without `tokenRequests`',
      spec: { doc: 'part3', section: 'CSIDriver', field: 'serviceAccountTokenInSecrets' },
      details:
        'The specification says the server rejects `serviceAccountTokenInSecrets` (true or false) unless `tokenRequests` is configured. ' +
        'The v1.34 server does not have the field at all: it drops it as an unknown field (strict clients refuse it, see ' +
        '`schema/unknown-field`) and accepts the object. Newer servers enforce the rule. Plumbline keeps the v1.34 verdict and warns, ' +
        'so that the manifest keeps working after an upgrade.',
    },
  },
  check(ctx) {
    const s = spec(ctx);
    if (!isSet(s.serviceAccountTokenInSecrets) || arr(s.tokenRequests).length > 0) return;
    ctx.report({ messageId: 'withoutRequests', path: ['spec', 'serviceAccountTokenInSecrets'], target: 'key' });
  },
});
