import { createRule, decodeBase64 } from '@plumbline/engine';
import { secretView } from './kind.js';

export default createRule({
  id: 'secret/type-key-missing',
  meta: {
    kinds: ['Secret'],
    type: 'cross-field',
    severity: 'error',
    reason: 'FieldValueRequired',
    messages: {
      missing: 'A Secret of type `{{type}}` needs the key `{{key}}` in `data` or `stringData`.',
      empty: 'A Secret of type `{{type}}` needs a non-empty value for `{{key}}`.',
      basicAuth: 'A Secret of type `{{type}}` needs `username` or `password` (or both) in `data` or `stringData`.',
    },
    docs: {
      description: 'Require the data keys of the built-in Secret types',
      spec: { doc: 'part3', section: 'Secret', field: 'type' },
      details: [
        'The specification does not list the allowed types; the server checks these built-in ones after merging `stringData` into `data` ' +
          '(types under `<vendor_domain>`, `kubernetes.io` by default):',
        '',
        '- `kubernetes.io/dockercfg`: key `.dockercfg` required;',
        '- `kubernetes.io/dockerconfigjson`: key `.dockerconfigjson` required;',
        '- `kubernetes.io/basic-auth`: at least one of `username` and `password` (values may be empty); when both are missing the server ' +
          'reports both keys;',
        '- `kubernetes.io/ssh-auth`: key `ssh-privatekey` with a non-empty value;',
        '- `kubernetes.io/tls`: keys `tls.crt` and `tls.key` (values may be empty).',
        '',
        '`Opaque` (the default when `type` is empty) and custom types have no required keys. Errors are reported at `data[<key>]`.',
      ].join('\n'),
    },
  },
  check(ctx) {
    const { type, data } = secretView(ctx.object);
    const has = (key: string): boolean => key in data;
    const require = (key: string): void => {
      if (!has(key)) ctx.report({ messageId: 'missing', path: ['data', { key }], at: ['data'], data: { type, key } });
    };
    switch (type) {
      case ctx.vendor('dockercfg'):
        require('.dockercfg');
        break;
      case ctx.vendor('dockerconfigjson'):
        require('.dockerconfigjson');
        break;
      case ctx.vendor('basic-auth'):
        if (!has('username') && !has('password')) {
          for (const key of ['username', 'password'])
            ctx.report({ messageId: 'basicAuth', path: ['data', { key }], at: ['data'], data: { type } });
        }
        break;
      case ctx.vendor('ssh-auth'): {
        const value = data['ssh-privatekey'];
        if (!has('ssh-privatekey')) require('ssh-privatekey');
        else if ((decodeBase64(value ?? '')?.length ?? 0) === 0)
          ctx.report({ messageId: 'empty', path: ['data', { key: 'ssh-privatekey' }], data: { type, key: 'ssh-privatekey' } });
        break;
      }
      case ctx.vendor('tls'):
        require('tls.crt');
        require('tls.key');
        break;
      default:
        break;
    }
  },
});
