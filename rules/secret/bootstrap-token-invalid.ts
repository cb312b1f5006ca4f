import { createRule, decodeBase64 } from '@plumbline/engine';
import { obj, str } from '../_shared/helpers.js';
import { secretView } from './kind.js';

const TOKEN_ID = /^[a-z0-9]{6}$/;
const TOKEN_SECRET = /^[a-z0-9]{16}$/;

export default createRule({
  id: 'secret/bootstrap-token-invalid',
  meta: {
    kinds: ['Secret'],
    type: 'cross-field',
    severity: 'warning',
    messages: {
      namespace: 'A bootstrap token Secret is only read in the `kube-system` namespace; this one is in "{{namespace}}".',
      name: '`metadata.name` is "{{name}}"; a bootstrap token Secret must be named `bootstrap-token-<token-id>`{{expected}}.',
      tokenId: '`data[token-id]` is {{value}}; a token ID is 6 characters of lowercase letters and digits.',
      tokenSecret: '`data[token-secret]` is {{value}}; a token secret is 16 characters of lowercase letters and digits.',
    },
    docs: {
      description: 'Enforce the format of bootstrap token Secrets',
      spec: { doc: 'part3', section: 'Secret', field: 'type' },
      details:
        'The API server stores a Secret of `type: bootstrap.<vendor_domain>/token` without checking it. The bootstrap token ' +
        'authenticator and the token controllers, however, only use such a Secret when it lives in `kube-system`, is named ' +
        '`bootstrap-token-<token-id>`, and has a `token-id` of 6 and a `token-secret` of 16 lowercase letters or digits; anything else ' +
        "is silently ignored, so joining nodes fail to authenticate. Plumbline warns and keeps the server's verdict.",
    },
  },
  check(ctx) {
    const view = secretView(ctx.object);
    if (view.type !== `bootstrap.${ctx.settings.vendorDomain}/token`) return;
    const metadata = obj(ctx.object.metadata);
    const namespace = str(metadata.namespace);
    if (namespace !== undefined && namespace !== 'kube-system')
      ctx.report({ messageId: 'namespace', path: ['metadata', 'namespace'], data: { namespace } });
    const text = (key: string): string | undefined => {
      const value = view.data[key];
      const bytes = value === undefined ? undefined : decodeBase64(value);
      return bytes === undefined ? undefined : new TextDecoder().decode(bytes);
    };
    const at = (key: string): (string | { key: string })[] => (view.fromStringData.has(key) ? ['stringData', { key }] : ['data', { key }]);
    const id = text('token-id');
    const name = str(metadata.name);
    if (
      name !== undefined &&
      name !== '' &&
      (!name.startsWith('bootstrap-token-') || (id !== undefined && TOKEN_ID.test(id) && name !== `bootstrap-token-${id}`))
    ) {
      ctx.report({
        messageId: 'name',
        path: ['metadata', 'name'],
        data: { name, expected: id !== undefined && TOKEN_ID.test(id) ? ` (here \`bootstrap-token-${id}\`)` : '' },
      });
    }
    if (id !== undefined && !TOKEN_ID.test(id))
      ctx.report({ messageId: 'tokenId', path: ['data', { key: 'token-id' }], at: at('token-id'), data: { value: `"${id}"` } });
    const secret = text('token-secret');
    if (secret !== undefined && !TOKEN_SECRET.test(secret))
      ctx.report({
        messageId: 'tokenSecret',
        path: ['data', { key: 'token-secret' }],
        at: at('token-secret'),
        data: { value: `a value of ${secret.length} characters` },
      });
  },
});
