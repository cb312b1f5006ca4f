import { createRule } from '@plumbline/engine';
import { isSet, obj } from '../_shared/helpers.js';

export default createRule({
  id: 'api-service/insecure-skip-tls-verify',
  meta: {
    kinds: ['APIService'],
    type: 'field',
    severity: 'warning',
    messages: {
      insecure:
        '`spec.insecureSkipTLSVerify` is true: the API server will not verify the certificate of the extension server; ' +
        'give `spec.caBundle` instead.',
    },
    docs: {
      description: 'Disallow disabling TLS verification of an APIService',
      spec: { doc: 'part2', section: 'APIService', field: 'spec.insecureSkipTLSVerify' },
      details:
        'The specification strongly discourages `insecureSkipTLSVerify`; the API server accepts it on a service-backed APIService ' +
        'without `caBundle`. Plumbline warns wherever the server accepts it (the conflicting cases are errors of ' +
        '`api-service/tls-config-conflict`).',
    },
  },
  check(ctx) {
    const spec = obj(ctx.object.spec);
    if (spec.insecureSkipTLSVerify === true && isSet(spec.service) && !spec.caBundle)
      ctx.report({ messageId: 'insecure', path: ['spec', 'insecureSkipTLSVerify'] });
  },
});
