import { createRule } from '@plumbline/engine';
import { isSet, obj, str } from '../_shared/helpers.js';

export default createRule({
  id: 'api-service/tls-config-conflict',
  meta: {
    kinds: ['APIService'],
    type: 'cross-field',
    severity: 'error',
    messages: {
      insecureWithCaBundle: '`spec.insecureSkipTLSVerify` is true while `spec.caBundle` is set; use one of them, preferably `caBundle`.',
      localInsecure:
        '`spec.insecureSkipTLSVerify` is true on a local APIService (no `spec.service`); local APIServices have no TLS ' +
        'connection to configure.',
      localCaBundle: '`spec.caBundle` is set on a local APIService (no `spec.service`); remove it.',
    },
    docs: {
      description: 'Disallow conflicting TLS settings on an APIService',
      spec: { doc: 'part2', section: 'APIService', field: 'spec.insecureSkipTLSVerify' },
      details:
        'An APIService without `spec.service` is served locally by the API server, so the server refuses `caBundle` and ' +
        '`insecureSkipTLSVerify: true` on it. With a service, `insecureSkipTLSVerify: true` and a non-empty `caBundle` together are ' +
        'refused (`may not be true if caBundle is present`). Fixes remove the offending field.',
    },
  },
  check(ctx) {
    const spec = obj(ctx.object.spec);
    const insecure = spec.insecureSkipTLSVerify === true;
    const caBundle = (str(spec.caBundle) ?? '') !== '';
    if (!isSet(spec.service)) {
      if (caBundle)
        ctx.report({
          messageId: 'localCaBundle',
          path: ['spec', 'caBundle'],
          fix: { description: 'Remove caBundle', path: ['spec', 'caBundle'], action: 'remove' },
        });
      if (insecure)
        ctx.report({
          messageId: 'localInsecure',
          path: ['spec', 'insecureSkipTLSVerify'],
          fix: { description: 'Remove insecureSkipTLSVerify', path: ['spec', 'insecureSkipTLSVerify'], action: 'remove' },
        });
      return;
    }
    if (insecure && caBundle)
      ctx.report({
        messageId: 'insecureWithCaBundle',
        path: ['spec', 'insecureSkipTLSVerify'],
        fix: { description: 'Remove insecureSkipTLSVerify', path: ['spec', 'insecureSkipTLSVerify'], action: 'remove' },
      });
  },
});
