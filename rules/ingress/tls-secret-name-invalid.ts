import { createRule, dns1123Subdomain } from '@plumbline/engine';
import { arr, isObject, obj, pathText } from '../_shared/helpers.js';

function hasInvalidSecretName(object: unknown): boolean {
  return arr(obj(obj(object).spec).tls).some(
    (t) => isObject(t) && typeof t.secretName === 'string' && t.secretName !== '' && dns1123Subdomain(t.secretName).length > 0,
  );
}

export default createRule({
  id: 'ingress/tls-secret-name-invalid',
  meta: {
    kinds: ['Ingress'],
    type: 'field',
    severity: 'error',
    messages: {
      invalid: '`{{path}}` is "{{value}}": {{problem}} (a Secret name is a DNS subdomain).',
    },
    docs: {
      description: 'Enforce the Secret name format of Ingress TLS entries',
      spec: { doc: 'part1', section: 'Ingress', field: 'secretName' },
      details:
        '`spec.tls[].secretName` may be empty (SNI-only routing) or the name of a Secret in the Ingress namespace, a lowercase ' +
        'RFC 1123 subdomain. On update the server skips this check when the stored Ingress already had an invalid secret name, so that ' +
        'old objects stay updatable; Plumbline does the same.',
    },
  },
  check(ctx) {
    if (ctx.operation === 'UPDATE' && hasInvalidSecretName(ctx.oldObject)) return;
    arr(obj(ctx.object.spec).tls).forEach((tls, i) => {
      if (!isObject(tls) || typeof tls.secretName !== 'string' || tls.secretName === '') return;
      const path = ['spec', 'tls', i, 'secretName'];
      for (const problem of dns1123Subdomain(tls.secretName))
        ctx.report({ messageId: 'invalid', path, data: { path: pathText(path), value: tls.secretName, problem } });
    });
  },
});
